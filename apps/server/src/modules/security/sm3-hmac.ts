/**
 * HMAC-SM3 (GB/T 32905-2016 with RFC 2104) for the envelope's request signatures.
 *
 * OpenSSL's `createHmac` sets up a fresh context and hashes the key pads on every call, about
 * 2.5 µs for a 120-byte signing string. Here the state after each pad block is computed once
 * per envelope key and kept with it, so a signature costs the compressions of the message
 * itself plus one for the outer hash. Checked against OpenSSL in server-cipher.test.ts.
 */

const IV = new Int32Array([0x7380166f, 0x4914b2b9, 0x172442d7, 0xda8a0600, 0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e]);
const BLOCK = 64;

const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

/** T_j rotated left by j, for each of the 64 rounds. */
const TJ = new Int32Array(64);
for (let j = 0; j < 64; j++) TJ[j] = rotl(j < 16 ? 0x79cc4519 : 0x7a879d8a, j % 32);

const w = new Int32Array(68);

/** Compresses one 64-byte block at `at` of `bytes` into `v` (eight words, in place). */
function compress(v: Int32Array, bytes: Uint8Array, at: number): void {
  for (let i = 0; i < 16; i++) {
    const o = at + i * 4;
    w[i] = (bytes[o]! << 24) | (bytes[o + 1]! << 16) | (bytes[o + 2]! << 8) | bytes[o + 3]!;
  }
  for (let j = 16; j < 68; j++) {
    const x = w[j - 16]! ^ w[j - 9]! ^ rotl(w[j - 3]!, 15);
    w[j] = x ^ rotl(x, 15) ^ rotl(x, 23) ^ rotl(w[j - 13]!, 7) ^ w[j - 6]!;
  }
  let a = v[0]!;
  let b = v[1]!;
  let c = v[2]!;
  let d = v[3]!;
  let e = v[4]!;
  let f = v[5]!;
  let g = v[6]!;
  let h = v[7]!;
  for (let j = 0; j < 64; j++) {
    const a12 = rotl(a, 12);
    const ss1 = rotl((a12 + e + TJ[j]!) | 0, 7);
    // The boolean functions change at round 16.
    const ff = j < 16 ? a ^ b ^ c : (a & b) | (a & c) | (b & c);
    const gg = j < 16 ? e ^ f ^ g : (e & f) | (~e & g);
    const tt1 = (ff + d + (ss1 ^ a12) + (w[j]! ^ w[j + 4]!)) | 0;
    const tt2 = (gg + h + ss1 + w[j]!) | 0;
    d = c;
    c = rotl(b, 9);
    b = a;
    a = tt1;
    h = g;
    g = rotl(f, 19);
    f = e;
    e = tt2 ^ rotl(tt2, 9) ^ rotl(tt2, 17);
  }
  v[0] = v[0]! ^ a;
  v[1] = v[1]! ^ b;
  v[2] = v[2]! ^ c;
  v[3] = v[3]! ^ d;
  v[4] = v[4]! ^ e;
  v[5] = v[5]! ^ f;
  v[6] = v[6]! ^ g;
  v[7] = v[7]! ^ h;
}

/** The states after the key's inner and outer pad blocks. */
export interface HmacSm3Key {
  inner: Int32Array;
  outer: Int32Array;
}

export function hmacSm3Key(key: Uint8Array): HmacSm3Key {
  if (key.length > BLOCK) throw new Error('HMAC-SM3 keys longer than a block are not used here');
  const pad = new Uint8Array(BLOCK);
  const state = (fill: number) => {
    for (let i = 0; i < BLOCK; i++) pad[i] = (key[i] ?? 0) ^ fill;
    const v = IV.slice();
    compress(v, pad, 0);
    return v;
  };
  return { inner: state(0x36), outer: state(0x5c) };
}

let scratch = Buffer.alloc(512);

/**
 * Finishes a hash that already compressed `prefixBlocks` blocks into `state` (a copy is made)
 * over the `length` message bytes at the start of `scratch`: SM3's padding and the bit length
 * over prefix and message. Writes the digest to `out`.
 */
function finish(state: Int32Array, prefixBlocks: number, length: number, out: Uint8Array): void {
  const v = state.slice();
  const total = Math.ceil((length + 9) / BLOCK) * BLOCK;
  const buf = scratch;
  buf[length] = 0x80;
  buf.fill(0, length + 1, total);
  const bits = (prefixBlocks * BLOCK + length) * 8;
  // Bit lengths here stay far below 2^53; the high word takes what exceeds 32 bits.
  const high = Math.floor(bits / 0x100000000);
  const end = total - 8;
  buf[end] = high >>> 24;
  buf[end + 1] = high >>> 16;
  buf[end + 2] = high >>> 8;
  buf[end + 3] = high;
  buf[end + 4] = bits >>> 24;
  buf[end + 5] = bits >>> 16;
  buf[end + 6] = bits >>> 8;
  buf[end + 7] = bits;
  for (let at = 0; at < total; at += BLOCK) compress(v, buf, at);
  for (let i = 0; i < 8; i++) {
    const x = v[i]!;
    out[i * 4] = x >>> 24;
    out[i * 4 + 1] = x >>> 16;
    out[i * 4 + 2] = x >>> 8;
    out[i * 4 + 3] = x;
  }
}

/** Room in `scratch` for `bytes` message bytes and their padding. */
function reserve(bytes: number): void {
  if (scratch.length < bytes + 2 * BLOCK) scratch = Buffer.alloc((bytes + 2 * BLOCK) * 2);
}

const innerDigest = new Uint8Array(32);
const outerDigest = Buffer.alloc(32);

function outer(key: HmacSm3Key, innerLength: number): string {
  finish(key.inner, 1, innerLength, innerDigest);
  scratch.set(innerDigest);
  finish(key.outer, 1, innerDigest.length, outerDigest);
  return outerDigest.toString('hex');
}

/** Lowercase hex HMAC-SM3 of `message` under a prepared key. */
export function hmacSm3Hex(key: HmacSm3Key, message: Uint8Array): string {
  reserve(message.length);
  scratch.set(message);
  return outer(key, message.length);
}

/** The same over UTF-8 text, encoded straight into the working buffer (a request's signing string). */
export function hmacSm3HexOfText(key: HmacSm3Key, text: string): string {
  // UTF-8 takes at most three bytes per UTF-16 unit.
  reserve(text.length * 3);
  return outer(key, scratch.write(text, 0, 'utf8'));
}

/**
 * Writes `text` as UTF-8 into `scratch` at `at`; returns the offset after it. ASCII, which is
 * all a signing string holds in practice, is copied in this loop (no call into C++ while the
 * caches are cold, see ascii-codec.ts); other text goes through Buffer's encoder.
 */
function writeText(text: string, at: number): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return at + scratch.write(text, at, 'utf8');
    scratch[at + i] = code;
  }
  return at + text.length;
}

const NEWLINE = 0x0a;

/**
 * HMAC-SM3 of the lines `parts` joined by newlines, written into `out` (32 bytes): the
 * envelope's signing string (§4.3) hashed without being built as one string first.
 */
export function hmacSm3OfLines(key: HmacSm3Key, parts: readonly string[], out: Uint8Array): Uint8Array {
  let chars = parts.length;
  for (const part of parts) chars += part.length;
  reserve(chars * 3);
  let at = 0;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) scratch[at++] = NEWLINE;
    at = writeText(parts[i]!, at);
  }
  finish(key.inner, 1, at, innerDigest);
  scratch.set(innerDigest);
  finish(key.outer, 1, innerDigest.length, out);
  return out;
}
