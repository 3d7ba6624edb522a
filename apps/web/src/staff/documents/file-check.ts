import { DOC_LIMITS, type DocCategory } from '@portal/contract/calls/documents/fields';
import { CONSOLE_TEXTS as T } from './texts.ts';

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);

/** The installer formats a driver entry takes besides a PDF, by their first bytes (as the server judges them). */
function isInstaller(head: Uint8Array): boolean {
  return (
    startsWith(head, [0x4d, 0x5a]) ||
    startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ||
    startsWith(head, [0x50, 0x4b, 0x03, 0x04]) ||
    String.fromCharCode(...head.subarray(0, 21)) === '!<arch>\ndebian-binary'
  );
}

/**
 * The browser's own look at a chosen file before it is sent: the size limit and the file's
 * first bytes (a PDF header; for a driver entry also a vendor installer). The server checks the
 * same again; this only saves a wasted upload.
 */
export async function fileProblem(file: File, category: DocCategory): Promise<string | null> {
  if (file.size > DOC_LIMITS.pdfMaxBytes) return T.tooLarge;
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  if (String.fromCharCode(...head).includes('%PDF-')) return null;
  if (category === 'netshieldDriver') return isInstaller(head) ? null : T.notPackage;
  return T.notPdf;
}
