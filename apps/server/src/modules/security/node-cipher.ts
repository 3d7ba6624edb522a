import { createCipheriv, createDecipheriv, createHmac, randomFillSync } from 'node:crypto';
import type { EnvelopeCipher } from '@portal/contract/envelope/cipher';

const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

/** The envelope's symmetric primitives on Node's native OpenSSL (SM3, SM4). */
export const nodeCipher: EnvelopeCipher = {
  sm4CbcEncrypt(keyHex, ivHex, plain) {
    const c = createCipheriv('sm4-cbc', Buffer.from(keyHex, 'hex'), Buffer.from(ivHex, 'hex'));
    return Buffer.concat([c.update(plain), c.final()]);
  },
  sm4CbcDecrypt(keyHex, ivHex, cipher) {
    const d = createDecipheriv('sm4-cbc', Buffer.from(keyHex, 'hex'), Buffer.from(ivHex, 'hex'));
    return Buffer.concat([d.update(cipher), d.final()]);
  },
  hmacSm3(keyHex, message) {
    return createHmac('sm3', Buffer.from(keyHex, 'hex')).update(message, 'utf8').digest('hex');
  },
  toBase64: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
  fromBase64(text) {
    // Buffer skips bad characters silently; the envelope wants malformed input refused.
    if (text.length % 4 !== 0 || !BASE64_RE.test(text)) throw new Error('invalid base64');
    return Buffer.from(text, 'base64');
  },
};

const IV_POOL_SIZE = 4096;
let ivPool = Buffer.alloc(0);
let ivOffset = IV_POOL_SIZE;

/**
 * A fresh random IV (32 hex characters) from a pool filled 256 IVs at a time: one CSPRNG call
 * per 256 replies instead of one WebCrypto call per reply.
 */
export function randomIvHex(): string {
  if (ivOffset + 16 > ivPool.length) {
    ivPool = randomFillSync(Buffer.alloc(IV_POOL_SIZE));
    ivOffset = 0;
  }
  const iv = ivPool.toString('hex', ivOffset, ivOffset + 16);
  ivOffset += 16;
  return iv;
}
