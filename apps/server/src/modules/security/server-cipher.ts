import { randomFillSync } from 'node:crypto';
import type { EnvelopeCipher } from '@portal/contract/envelope/cipher';
import type { SignInput } from '@portal/contract/envelope/protocol';
import { hmacSm3HexOfText, hmacSm3Key, hmacSm3OfLines, type HmacSm3Key } from './sm3-hmac.ts';
import { sm4CbcDecrypt, sm4CbcEncrypt, sm4Keys, type Sm4Keys } from './sm4.ts';
import { base64Decode, hexInto } from './ascii-codec.ts';

/** An envelope key prepared once for all the calls of its tab. */
interface PreparedKey {
  sm4: Sm4Keys;
  hmac: HmacSm3Key;
}

const KEY_CACHE_SIZE = 20_000;
const prepared = new Map<string, PreparedKey>();

function prepare(keyHex: string): PreparedKey {
  let key = prepared.get(keyHex);
  if (!key) {
    // Dropping them all when full is cheap: preparing a key again takes about 3 µs.
    if (prepared.size >= KEY_CACHE_SIZE) prepared.clear();
    const bytes = Buffer.from(keyHex, 'hex');
    key = { sm4: sm4Keys(bytes), hmac: hmacSm3Key(bytes) };
    prepared.set(keyHex, key);
  }
  return key;
}

/** A key's SM4 round keys, prepared once. */
export const sm4KeysOf = (keyHex: string): Sm4Keys => prepare(keyHex).sm4;

/** An IV's bytes, decoded into one reused array: the SM4 functions read it before they return. */
const ivBytes = new Uint8Array(16);

/**
 * The envelope's symmetric primitives on the server, in table form with each key's schedule
 * and HMAC pads computed once (sm4.ts, sm3-hmac.ts): OpenSSL 3.0 spends more setting up a
 * context per call than these spend on a whole small message.
 */
export const serverCipher: EnvelopeCipher = {
  sm4CbcEncrypt: (keyHex, ivHex, plain) => sm4CbcEncrypt(prepare(keyHex).sm4, hexInto(ivHex, ivBytes), plain),
  sm4CbcDecrypt: (keyHex, ivHex, cipher) => sm4CbcDecrypt(prepare(keyHex).sm4, hexInto(ivHex, ivBytes), cipher),
  hmacSm3: (keyHex, message) => hmacSm3HexOfText(prepare(keyHex).hmac, message),
  toBase64: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
  // Buffer's decoder skips bad characters silently; the envelope wants malformed input refused.
  fromBase64: base64Decode,
};

const claimed = new Uint8Array(32);
const computed = new Uint8Array(32);

/**
 * Whether `signatureHex` (the `x-sign` header, in either case) is the HMAC-SM3 of `input`'s
 * signing string under the key (ARCHITECTURE §4.3), compared byte by byte in constant time.
 * The same check as comparing with `sign()`, without building the signing string or the hex.
 */
export function signatureHolds(keyHex: string, input: SignInput, signatureHex: string): boolean {
  try {
    hexInto(signatureHex, claimed);
  } catch {
    return false;
  }
  const lines = [input.method.toUpperCase(), input.path, input.timestamp, input.nonce, input.token, input.body];
  hmacSm3OfLines(prepare(keyHex).hmac, lines, computed);
  let diff = 0;
  for (let i = 0; i < computed.length; i++) diff |= claimed[i]! ^ computed[i]!;
  return diff === 0;
}

const IV_POOL_SIZE = 4096;
let ivPool = Buffer.alloc(0);
let ivOffset = IV_POOL_SIZE;

/**
 * Fills `iv` (16 bytes) with fresh random bytes from a pool filled 256 IVs at a time: one
 * CSPRNG call per 256 replies instead of one per reply.
 */
export function fillRandomIv(iv: Uint8Array): Uint8Array {
  if (ivOffset + 16 > ivPool.length) {
    ivPool = randomFillSync(Buffer.alloc(IV_POOL_SIZE));
    ivOffset = 0;
  }
  for (let i = 0; i < 16; i++) iv[i] = ivPool[ivOffset + i]!;
  ivOffset += 16;
  return iv;
}
