/** What an uploaded file is, by its first bytes (the part's declared type and name are hints only). */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf' | 'other';

export function fileKindOf(bytes: Buffer): FileKind {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // A PDF may have a few bytes of junk before its header (the format allows 1024).
  if (bytes.subarray(0, 1024).toString('latin1').includes('%PDF-')) return 'pdf';
  return 'other';
}
