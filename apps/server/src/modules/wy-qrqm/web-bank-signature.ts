import { createHmac, timingSafeEqual } from 'node:crypto';

/** The key the enterprise web bank signs its calls with (server_secrets; handed over by the bank's operations). */
export const WEB_BANK_KEY_SECRET = 'wyqrqm.webbank.key';
/** The web bank's two calls: open a confirmation, poll it. */
export const WEB_BANK_CREATE_PATH = '/qjmh/webbank/wyQrqm/create';
export const WEB_BANK_STATUS_PATH = '/qjmh/webbank/wyQrqm/status';
/** Clock difference tolerated between the web bank and the portal. */
export const WEB_BANK_SKEW_MS = 5 * 60_000;

/** Lowercase hex HMAC-SM3 over `timestamp\nbody` (the raw JSON text as sent). */
export function webBankSign(key: string, timestamp: string, body: string): string {
  return createHmac('sm3', key).update(`${timestamp}\n${body}`, 'utf8').digest('hex');
}

export function webBankSignatureValid(key: string, timestamp: string, body: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(webBankSign(key, timestamp, body), 'hex'), Buffer.from(signature, 'hex'));
}
