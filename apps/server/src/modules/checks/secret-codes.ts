import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { keyedDigest } from '../security/keyed-digest.ts';

/**
 * The printed secrets of the check tools (a guarantee's verification code, a letter's query
 * code) are stored as HMAC-SM3 digests under a server secret and compared in constant time.
 */
export function secretCodes(db: Db) {
  const digest = keyedDigest(db, 'checks.code.hmac');
  /** A digest to compare against when the number is unknown, so both paths do the same work. */
  let decoy: Buffer | undefined;
  return {
    digest: (kind: 'guarantee' | 'letter', code: string) => digest(`${kind}:${code}`),
    async matches(kind: 'guarantee' | 'letter', code: string, stored: Buffer | undefined): Promise<boolean> {
      const typed = await digest(`${kind}:${code}`);
      decoy ??= await digest('decoy');
      const against = stored && stored.length === typed.length ? stored : decoy;
      return timingSafeEqual(typed, against) && against !== decoy;
    },
  };
}
export type SecretCodes = ReturnType<typeof secretCodes>;
