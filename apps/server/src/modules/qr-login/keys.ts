import { createHash, randomBytes } from 'node:crypto';

/**
 * The two secrets of a QR login. The desktop keeps a random `pollKey`; the QR shows its SHA-256
 * (`qrToken`), and the table keeps the SHA-256 of that. Whoever photographs the QR can scan it
 * but cannot poll; a copy of the table can do neither.
 */
export function newPollKey(): string {
  return randomBytes(32).toString('base64url');
}

export function qrTokenOf(pollKey: string): string {
  return createHash('sha256').update(pollKey).digest('base64url');
}

export function rowKeyOf(qrToken: string): string {
  return createHash('sha256').update(`qr-login:${qrToken}`).digest('base64url');
}
