/** A downloadable file as its bytes say it is, with the type and extension it is served with. */
export interface FileKind {
  ext: 'pdf' | 'exe' | 'msi' | 'zip' | 'deb';
  mime: string;
}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

/** A PDF: the header `%PDF-` within the first KB (as readers accept it). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-');
}

/**
 * The kind of an uploaded file by its magic bytes, never by its name: PDF, Windows executable
 * (MZ), MSI (OLE compound file), zip, or a Debian package (ar archive holding debian-binary).
 */
export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  if (looksLikePdf(bytes)) return { ext: 'pdf', mime: 'application/pdf' };
  if (startsWith(bytes, [0x4d, 0x5a])) return { ext: 'exe', mime: 'application/vnd.microsoft.portable-executable' };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { ext: 'msi', mime: 'application/x-msi' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { ext: 'zip', mime: 'application/zip' };
  const ar = Buffer.from(bytes.subarray(0, 24)).toString('latin1');
  if (ar.startsWith('!<arch>\ndebian-binary')) return { ext: 'deb', mime: 'application/vnd.debian.binary-package' };
  return undefined;
}

/** The download name: the operator's, else the uploaded one, always ending in the file's real extension. */
export function downloadName(wanted: string | undefined, uploaded: string, kind: FileKind): string {
  const base = (wanted ?? uploaded).replace(/[/\\:*?"<>|\r\n]/g, '_').trim() || `download.${kind.ext}`;
  return base.toLowerCase().endsWith(`.${kind.ext}`) ? base : `${base.replace(/\.(pdf|exe|msi|zip|deb)$/i, '')}.${kind.ext}`;
}
