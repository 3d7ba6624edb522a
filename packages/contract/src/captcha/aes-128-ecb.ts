import { bytesToBase64, utf8Encode } from '../envelope/bytes.ts';

/**
 * AES-128 encryption (FIPS-197), ECB mode with PKCS#7 padding, for the blockPuzzle captcha's
 * `pointJson` and `captchaVerification`. Written out because crypto.subtle offers no ECB and is
 * missing on plain-http deployments; only encryption is needed in the browser.
 */

const SBOX = new Uint8Array(256);
(() => {
  // Build the S-box from the multiplicative inverse in GF(2^8) and the affine map.
  let p = 1;
  let q = 1;
  do {
    p = p ^ ((p << 1) & 0xff) ^ (p & 0x80 ? 0x1b : 0);
    q ^= q << 1;
    q ^= q << 2;
    q ^= q << 4;
    q &= 0xff;
    if (q & 0x80) q ^= 0x09;
    const rotl = (v: number, s: number) => ((v << s) | (v >> (8 - s))) & 0xff;
    SBOX[p] = q ^ rotl(q, 1) ^ rotl(q, 2) ^ rotl(q, 3) ^ rotl(q, 4) ^ 0x63;
  } while (p !== 1);
  SBOX[0] = 0x63;
})();

const xtime = (b: number): number => ((b << 1) ^ (b & 0x80 ? 0x1b : 0)) & 0xff;

/** The 11 round keys (176 bytes) of a 16-byte key. */
function expandKey(key: Uint8Array): Uint8Array {
  if (key.length !== 16) throw new Error('AES-128 needs a 16-byte key');
  const w = new Uint8Array(176);
  w.set(key);
  let rcon = 1;
  for (let i = 16; i < 176; i += 4) {
    let t0 = w[i - 4]!;
    let t1 = w[i - 3]!;
    let t2 = w[i - 2]!;
    let t3 = w[i - 1]!;
    if (i % 16 === 0) {
      const first = t0;
      t0 = SBOX[t1]! ^ rcon;
      t1 = SBOX[t2]!;
      t2 = SBOX[t3]!;
      t3 = SBOX[first]!;
      rcon = xtime(rcon);
    }
    w[i] = w[i - 16]! ^ t0;
    w[i + 1] = w[i - 15]! ^ t1;
    w[i + 2] = w[i - 14]! ^ t2;
    w[i + 3] = w[i - 13]! ^ t3;
  }
  return w;
}

/** Encrypts the 16 bytes at `s` in place (column-major state, as FIPS-197 lays it out). */
function encryptBlock(s: Uint8Array, w: Uint8Array): void {
  for (let i = 0; i < 16; i++) s[i]! ^= w[i]!;
  const t = new Uint8Array(16);
  for (let round = 1; round <= 10; round++) {
    // SubBytes and ShiftRows together: row r of column c comes from column c + r.
    for (let c = 0; c < 4; c++) {
      for (let r = 0; r < 4; r++) t[c * 4 + r] = SBOX[s[((c + r) % 4) * 4 + r]!]!;
    }
    if (round < 10) {
      for (let c = 0; c < 4; c++) {
        const a0 = t[c * 4]!;
        const a1 = t[c * 4 + 1]!;
        const a2 = t[c * 4 + 2]!;
        const a3 = t[c * 4 + 3]!;
        const all = a0 ^ a1 ^ a2 ^ a3;
        s[c * 4] = a0 ^ all ^ xtime(a0 ^ a1);
        s[c * 4 + 1] = a1 ^ all ^ xtime(a1 ^ a2);
        s[c * 4 + 2] = a2 ^ all ^ xtime(a2 ^ a3);
        s[c * 4 + 3] = a3 ^ all ^ xtime(a3 ^ a0);
      }
    } else {
      s.set(t);
    }
    for (let i = 0; i < 16; i++) s[i]! ^= w[round * 16 + i]!;
  }
}

/** AES-128-ECB with PKCS#7 padding: always at least one byte of padding. */
export function aes128EcbEncrypt(key: Uint8Array, plain: Uint8Array): Uint8Array {
  const w = expandKey(key);
  const pad = 16 - (plain.length % 16);
  const out = new Uint8Array(plain.length + pad);
  out.set(plain);
  out.fill(pad, plain.length);
  for (let i = 0; i < out.length; i += 16) encryptBlock(out.subarray(i, i + 16), w);
  return out;
}

/** What CryptoJS's `AES.encrypt(Utf8(text), Utf8(key), ECB, Pkcs7).toString()` returns. */
export function aesEcbEncryptToBase64(text: string, key: string): string {
  return bytesToBase64(aes128EcbEncrypt(utf8Encode(key), utf8Encode(text)));
}
