import { randomBytes, timingSafeEqual } from 'node:crypto';
import { LOGIN_DEVICE_MAX_ACCOUNTS, LOGIN_DEVICE_MAX_FAILURES, LOGIN_DEVICE_TRUST_DAYS } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { keyedDigest } from './keyed-digest.ts';
import { countFailure, readCounter } from './rate-limit-repo.ts';

/**
 * OWASP's device cookies ("Slow down online guessing attacks with device cookies", issue 35):
 * a browser that logged in to an account carries an entry naming that account, signed with a
 * deployment secret, and its later password attempts on that account are "trusted device"
 * attempts, which the account's lock for unknown devices does not hold.
 *
 * One cookie holds an entry per account (at most LOGIN_DEVICE_MAX_ACCOUNTS), oldest first, joined
 * by dots. An entry is 36 bytes in base64url: a random nonce (16), the issuing second (4, big
 * endian) and the first 16 bytes of HMAC-SM3 over audience, account id, nonce and second. The
 * account is not in the entry in clear: an entry is tried against the account of the attempt.
 * Only the failures of each entry are kept, in `rate_limit_counters` under its nonce, so every
 * instance agrees; a new entry (new nonce) is issued at every login, which leaves the count of
 * the old one where it was: a copied cookie has at most LOGIN_DEVICE_MAX_FAILURES guesses, ever.
 */

const NONCE_BYTES = 16;
const MAC_BYTES = 16;
const ENTRY_BYTES = NONCE_BYTES + 4 + MAC_BYTES;
/** An entry's text: 36 bytes in base64url, no padding. */
const ENTRY_CHARS = 48;
const ENTRY = `[A-Za-z0-9_-]{${ENTRY_CHARS}}`;
/** A well-formed cookie value (anything else is no cookie at all). */
export const DEVICE_COOKIE_VALUE_RE = new RegExp(`^${ENTRY}(?:\\.${ENTRY}){0,${LOGIN_DEVICE_MAX_ACCOUNTS - 1}}$`);
export const DEVICE_TRUST_MS = LOGIN_DEVICE_TRUST_DAYS * 86_400_000;

interface Entry {
  text: string;
  nonce: Buffer;
  /** Seconds since the epoch of the login that issued it. */
  issued: number;
  mac: Buffer;
}

function entriesOf(cookie: string | undefined): Entry[] {
  if (!cookie) return [];
  return cookie
    .split('.')
    .map((text) => ({ text, bytes: Buffer.from(text, 'base64url') }))
    .filter(({ bytes }) => bytes.length === ENTRY_BYTES)
    .map(({ text, bytes }) => ({
      text,
      nonce: bytes.subarray(0, NONCE_BYTES),
      issued: bytes.readUInt32BE(NONCE_BYTES),
      mac: bytes.subarray(NONCE_BYTES + 4),
    }));
}

/** A trusted browser's entry for the account of an attempt. */
export interface TrustedDevice {
  /** Its failure counter in `rate_limit_counters`. */
  key: string;
  /** When the entry stops being trusted in any case. */
  endsAt: Date;
}

/** The device entries of one audience (`user` or `staff`); both share the one cookie. */
export function createLoginDevices(db: Db, audience: 'user' | 'staff') {
  const digest = keyedDigest(db, 'login.device.hmac');
  const macOf = async (accountId: string, nonce: Buffer, issued: number) =>
    (await digest(`${audience}\n${accountId}\n${nonce.toString('hex')}\n${issued}`)).subarray(0, MAC_BYTES);
  const endOf = (entry: Entry) => new Date(entry.issued * 1000 + DEVICE_TRUST_MS);
  /** Whether `entry` was issued by this deployment at a login to `accountId` (of this audience). */
  const names = async (entry: Entry, accountId: string) => timingSafeEqual(entry.mac, await macOf(accountId, entry.nonce, entry.issued));
  const keyOf = (entry: Entry) => `login-fail:${audience}:device:${entry.nonce.toString('hex')}`;

  return {
    /**
     * The entry that makes an attempt on `accountId` a trusted-device attempt, or null: none
     * names the account, it is older than LOGIN_DEVICE_TRUST_DAYS, or its failures used its
     * trust up. An unknown name (no account) is checked against a name no account has, so the
     * work does not tell names apart.
     */
    async trusted(cookie: string | undefined, accountId: string | undefined, at: Date): Promise<TrustedDevice | null> {
      let found: Entry | undefined;
      for (const entry of entriesOf(cookie)) {
        if ((await names(entry, accountId ?? '')) && accountId && endOf(entry) > at) found ??= entry;
      }
      if (!found) return null;
      const row = await readCounter(db, keyOf(found));
      const failures = row && row.windowEndsAt > at ? row.count : 0;
      return failures < LOGIN_DEVICE_MAX_FAILURES ? { key: keyOf(found), endsAt: endOf(found) } : null;
    },

    /** Counts a wrong password against a trusted entry; its failures so far (kept until the entry ends anyway). */
    async failed(device: TrustedDevice, at: Date): Promise<number> {
      return countFailure(db, device.key, Math.max(1, device.endsAt.getTime() - at.getTime()), at);
    },

    /**
     * The cookie after a login to `accountId`: a new entry for the account at the end, its
     * older entry (spent or not) and entries past their time gone, the oldest dropped beyond
     * LOGIN_DEVICE_MAX_ACCOUNTS.
     */
    async issue(cookie: string | undefined, accountId: string, at: Date): Promise<string> {
      const kept: string[] = [];
      for (const entry of entriesOf(cookie)) {
        if (endOf(entry) > at && !(await names(entry, accountId))) kept.push(entry.text);
      }
      const nonce = randomBytes(NONCE_BYTES);
      const issued = Math.floor(at.getTime() / 1000);
      const second = Buffer.alloc(4);
      second.writeUInt32BE(issued);
      const entry = Buffer.concat([nonce, second, await macOf(accountId, nonce, issued)]).toString('base64url');
      return [...kept, entry].slice(-LOGIN_DEVICE_MAX_ACCOUNTS).join('.');
    },
  };
}
