import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { serverSecret } from './server-secret.ts';

/**
 * HMAC-SM3 keyed by the deployment secret `secretName` (read once, on first use): the same text
 * gives the same digest on every instance, and nobody without the secret can compute or invert it.
 */
export function keyedDigest(db: Db, secretName: string): (text: string) => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  return async (text) => {
    key ??= serverSecret(db, secretName).then(
      (hex) => Buffer.from(hex, 'hex'),
      (err: unknown) => {
        key = undefined;
        throw err;
      },
    );
    return createHmac('sm3', await key).update(text, 'utf8').digest();
  };
}
