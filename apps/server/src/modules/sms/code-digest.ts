import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@portal/contract/limits';

/** A uniformly random code of SMS_CODE_LENGTH digits, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/**
 * Keyed digests (HMAC-SM3 with a server secret): a database dump shows neither codes nor, in
 * the counters, phone numbers, and 10^6 codes cannot be tried offline without the key.
 */
export function createSmsDigests(secretHex: string) {
  const key = Buffer.from(secretHex, 'hex');
  const hmac = (text: string) => createHmac('sm3', key).update(text, 'utf8').digest('hex');
  return {
    code: (phone: string, purpose: string, code: string) => hmac(`code:${purpose}:${phone}:${code}`),
    /** Stands for a phone in rate-limit keys. */
    phone: (phone: string) => hmac(`phone:${phone}`).slice(0, 32),
    equal: (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b)),
  };
}
