import { sm3, sm4 } from 'sm-crypto-v2';
import { base64ToBytes, bytesToBase64 } from './bytes.ts';

/**
 * The three symmetric primitives the envelope needs. The browser uses the JavaScript
 * implementation below; the server plugs in its own
 * (apps/server/src/modules/security/server-cipher.ts: table SM4 and SM3 with each key prepared once).
 * Keys and IVs are 32 lowercase hex characters.
 */
export interface EnvelopeCipher {
  sm4CbcEncrypt(keyHex: string, ivHex: string, plain: Uint8Array): Uint8Array;
  /** Throws on a wrong key, IV or padding. */
  sm4CbcDecrypt(keyHex: string, ivHex: string, cipher: Uint8Array): Uint8Array;
  /** Lowercase hex HMAC-SM3 of the UTF-8 message. */
  hmacSm3(keyHex: string, message: string): string;
  toBase64(bytes: Uint8Array): string;
  /** Throws on text that is not base64. */
  fromBase64(text: string): Uint8Array;
}

export const jsCipher: EnvelopeCipher = {
  sm4CbcEncrypt: (key, iv, plain) =>
    sm4.encrypt(plain, key, { mode: 'cbc', iv, output: 'array' }) as Uint8Array,
  sm4CbcDecrypt: (key, iv, cipher) => {
    const out = sm4.decrypt(cipher, key, { mode: 'cbc', iv, output: 'array' }) as Uint8Array;
    if (!(out instanceof Uint8Array)) throw new Error('sm4 decrypt failed');
    return out;
  },
  hmacSm3: (key, message) => sm3(message, { key }),
  toBase64: bytesToBase64,
  fromBase64: base64ToBytes,
};
