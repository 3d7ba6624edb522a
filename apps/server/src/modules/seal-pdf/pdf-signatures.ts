import { SEAL_PDF_MAX_SIGNATURES } from '@portal/contract/calls/seal-pdf/seal-pdf';
import { AppError } from '../../errors.ts';

/** One signature dictionary of a PDF, as written in the file (nothing verified yet). */
export interface PdfSignatureField {
  /** The four numbers of /ByteRange: [start1 length1 start2 length2]. */
  byteRange: [number, number, number, number];
  /** The DER of /Contents (the PKCS#7 / CMS SignedData), trailing zero padding removed. */
  cms: Buffer;
  /** The bytes the signature covers: the file without the Contents hole. */
  covered: Buffer;
  /** The ByteRange starts at 0 and its second part ends at the end of the file. */
  coversWholeFile: boolean;
  /** /M, /Name and /Reason of the dictionary, when written as plain literal strings. */
  time: string;
  name: string;
  reason: string;
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
/** How far around /ByteRange the dictionary's other keys are looked for (its object, at most this far). */
const DICT_WINDOW = 4096;

/** The text of the object holding `at`, without its (long) hex strings. */
function dictionaryAround(text: string, at: number): string {
  const open = text.lastIndexOf(' obj', at);
  const close = text.indexOf('endobj', at);
  const from = open >= 0 && at - open < DICT_WINDOW * 8 ? open : Math.max(0, at - DICT_WINDOW);
  const to = close >= 0 ? close : Math.min(text.length, at + DICT_WINDOW);
  return text.slice(from, to).replace(/<[0-9a-fA-F\s]{200,}>/g, '<>');
}

const damaged = () => new AppError('SEAL_PDF_DAMAGED');

/** The text of a literal string `(…)` after `key` in `dict`, with PDF escapes undone; UTF-16BE when it starts with a BOM. */
function literal(dict: string, key: string): string {
  const at = dict.search(new RegExp(`/${key}\\s*\\(`));
  if (at < 0) return '';
  let i = dict.indexOf('(', at) + 1;
  let depth = 1;
  const out: number[] = [];
  while (i < dict.length && depth > 0) {
    const ch = dict[i]!;
    if (ch === '\\' && i + 1 < dict.length) {
      const next = dict[i + 1]!;
      const octal = /^[0-7]{1,3}/.exec(dict.slice(i + 1, i + 4));
      if (octal) {
        out.push(parseInt(octal[0], 8) & 0xff);
        i += 1 + octal[0].length;
        continue;
      }
      const escaped: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
      out.push(escaped[next] ?? next.charCodeAt(0));
      i += 2;
      continue;
    }
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (depth > 0) out.push(ch.charCodeAt(0) & 0xff);
    i += 1;
  }
  const bytes = Buffer.from(out);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

/** The DER inside `<hex>` with the zero padding a signer leaves after it cut off by the DER's own length. */
function derOfHole(hole: Buffer): Buffer {
  const text = hole.toString('latin1');
  if (text[0] !== '<' || text[text.length - 1] !== '>') throw damaged();
  const hex = text.slice(1, -1).replace(/\s+/g, '');
  if (hex.length === 0 || !/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2 !== 0) throw damaged();
  const der = Buffer.from(hex, 'hex');
  // SEQUENCE with a definite length: the DER ends there, the rest is padding.
  if (der[0] !== 0x30 || der.length < 2) throw damaged();
  const first = der[1]!;
  let length = first;
  let header = 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4 || der.length < 2 + count) throw damaged();
    length = 0;
    for (let k = 0; k < count; k += 1) length = length * 256 + der[2 + k]!;
    header = 2 + count;
  }
  if (header + length > der.length) throw damaged();
  return der.subarray(0, header + length);
}

/**
 * The signature dictionaries of a PDF, found by their /ByteRange (signature dictionaries are
 * never inside compressed object streams: their Contents must stay writable in place). The
 * Contents are read from the hole the ByteRange leaves, so a Contents elsewhere cannot be
 * passed off as the signed one.
 */
export function pdfSignatureFields(file: Buffer): PdfSignatureField[] {
  const text = file.toString('latin1');
  const fields: PdfSignatureField[] = [];
  for (const match of text.matchAll(BYTE_RANGE)) {
    if (fields.length >= SEAL_PDF_MAX_SIGNATURES) throw damaged();
    const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
    // The first part starts the covered bytes, the hole follows it, the second part follows the hole.
    if (b <= 0 || c <= a + b || d < 0 || c + d > file.length) throw damaged();
    const cms = derOfHole(file.subarray(a + b, c));
    const covered = Buffer.concat([file.subarray(a, a + b), file.subarray(c, c + d)]);
    const dict = dictionaryAround(text, match.index ?? 0);
    fields.push({
      byteRange: [a, b, c, d],
      cms,
      covered,
      coversWholeFile: a === 0 && c + d === file.length,
      time: literal(dict, 'M'),
      name: literal(dict, 'Name'),
      reason: literal(dict, 'Reason'),
    });
  }
  return fields;
}

/** A PDF date `D:YYYYMMDDHHmmSS+08'00'` as an instant, or null. */
export function pdfDate(text: string): Date | null {
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(text.trim());
  if (!m) return null;
  const [, y, mo = '01', da = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const offset = !sign || sign === 'Z' || sign === 'z' ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(da), Number(h), Number(mi), Number(s)) - offset * 60_000;
  return Number.isNaN(utc) ? null : new Date(utc);
}
