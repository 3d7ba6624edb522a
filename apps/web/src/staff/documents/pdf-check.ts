import { DOC_LIMITS } from '@portal/contract/calls/documents/fields';
import { CONSOLE_TEXTS as T } from './texts.ts';

/**
 * The browser's own look at a chosen file before it is sent: the PDF header in its first KB
 * and the size limit. The server checks the same again; this only saves a wasted upload.
 */
export async function pdfProblem(file: File): Promise<string | null> {
  if (file.size > DOC_LIMITS.pdfMaxBytes) return T.tooLarge;
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text.includes('%PDF-') ? null : T.notPdf;
}
