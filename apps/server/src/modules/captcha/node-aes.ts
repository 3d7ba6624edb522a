import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The server's side of the blockPuzzle crypto: AES-128-ECB/PKCS7 keyed by the UTF-8 secret key. */
export function aesEcbEncryptBase64(text: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** Throws on a wrong key, bad padding or bad Base64 (the caller treats any throw as a failed check). */
export function aesEcbDecryptBase64(base64: string, key: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Largest multiple of the alphabet size below 256: bytes above it are skipped (no modulo bias). */
const UNBIASED_LIMIT = 256 - (256 % KEY_ALPHABET.length);

/** 16 letters and digits from the cryptographic generator (the common implementation uses Math.random). */
export function randomSecretKey(length = 16): string {
  let key = '';
  while (key.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < UNBIASED_LIMIT && key.length < length) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

/** 32 hex characters, like the protocol's UUID-without-dashes tokens. */
export const randomToken = (): string => randomBytes(16).toString('hex');

/** Tokens and verification values are stored only as this hash. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
