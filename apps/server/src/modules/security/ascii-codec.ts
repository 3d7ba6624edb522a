/**
 * Hex and base64 for the envelope's hot path, in plain JavaScript over lookup tables. Buffer's
 * own codecs are faster on a warm CPU, but each is a call into C++; between two requests the
 * caches have gone cold, and there a table loop the JIT compiles into its caller costs a
 * fraction of such a call (docs/performance.md). Malformed input throws, as the envelope
 * refuses it.
 */

const HEX_DIGITS = '0123456789abcdef';
const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const EQUALS = 0x3d;

/** Character code → digit value, -1 for anything else (`digit` refuses codes above 255 before looking). */
const HEX_VALUE = new Int8Array(256).fill(-1);
for (let i = 0; i < 16; i++) {
  HEX_VALUE[HEX_DIGITS.charCodeAt(i)] = i;
  HEX_VALUE[HEX_DIGITS.toUpperCase().charCodeAt(i)] = i;
}
const BASE64_VALUE = new Int8Array(256).fill(-1);
for (let i = 0; i < 64; i++) BASE64_VALUE[BASE64_DIGITS.charCodeAt(i)] = i;

const HEX_CODE = Uint8Array.from(HEX_DIGITS, (c) => c.charCodeAt(0));
const BASE64_CODE = Uint8Array.from(BASE64_DIGITS, (c) => c.charCodeAt(0));

function digit(table: Int8Array, text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code > 255 ? -1 : table[code]!;
}

/** Decodes hex `text` into `out`, which must be exactly half its length. */
export function hexInto(text: string, out: Uint8Array): Uint8Array {
  if (text.length !== out.length * 2) throw new Error('invalid hex');
  for (let i = 0; i < out.length; i++) {
    const high = digit(HEX_VALUE, text, 2 * i);
    const low = digit(HEX_VALUE, text, 2 * i + 1);
    if ((high | low) < 0) throw new Error('invalid hex');
    out[i] = (high << 4) | low;
  }
  return out;
}

/** Decodes padded standard base64, refusing any other character. */
export function base64Decode(text: string): Buffer {
  if (text.length % 4 !== 0) throw new Error('invalid base64');
  const pad = text.length === 0 ? 0 : text.charCodeAt(text.length - 1) !== EQUALS ? 0 : text.charCodeAt(text.length - 2) === EQUALS ? 2 : 1;
  const out = Buffer.allocUnsafe((text.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const last = i + 4 === text.length;
    const a = digit(BASE64_VALUE, text, i);
    const b = digit(BASE64_VALUE, text, i + 1);
    const c = last && pad === 2 ? 0 : digit(BASE64_VALUE, text, i + 2);
    const d = last && pad > 0 ? 0 : digit(BASE64_VALUE, text, i + 3);
    if ((a | b | c | d) < 0) throw new Error('invalid base64');
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    out[o++] = n >>> 16;
    if (o < out.length) out[o++] = (n >>> 8) & 0xff;
    if (o < out.length) out[o++] = n & 0xff;
  }
  return out;
}

/** Characters of the padded base64 form of `length` bytes. */
export const base64Length = (length: number) => Math.ceil(length / 3) * 4;

/** Writes `bytes` as lowercase hex into `out` at `at`; returns the offset after it. */
export function writeHex(bytes: Uint8Array, out: Uint8Array, at: number): number {
  let o = at;
  for (let i = 0; i < bytes.length; i++) {
    out[o++] = HEX_CODE[bytes[i]! >>> 4]!;
    out[o++] = HEX_CODE[bytes[i]! & 0xf]!;
  }
  return o;
}

/** Writes `bytes` as padded base64 into `out` at `at`; returns the offset after it. */
export function writeBase64(bytes: Uint8Array, out: Uint8Array, at: number): number {
  let o = at;
  let i = 0;
  for (; i + 3 <= bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = BASE64_CODE[n >>> 18]!;
    out[o++] = BASE64_CODE[(n >>> 12) & 0x3f]!;
    out[o++] = BASE64_CODE[(n >>> 6) & 0x3f]!;
    out[o++] = BASE64_CODE[n & 0x3f]!;
  }
  if (i < bytes.length) {
    const two = i + 1 < bytes.length;
    const n = (bytes[i]! << 16) | (two ? bytes[i + 1]! << 8 : 0);
    out[o++] = BASE64_CODE[n >>> 18]!;
    out[o++] = BASE64_CODE[(n >>> 12) & 0x3f]!;
    out[o++] = two ? BASE64_CODE[(n >>> 6) & 0x3f]! : EQUALS;
    out[o++] = EQUALS;
  }
  return o;
}
