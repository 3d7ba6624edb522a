import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { captchaChallenges, captchaVerifications } from '../../db/schema/captcha.ts';
import { rateLimitCounters } from '../../db/schema/security.ts';

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export interface ChallengeRow {
  tokenHash: string;
  clientUid: string;
  ip: string;
  secretKey: string;
  x: number;
  y: number;
  /** An audio challenge's digits; null for a slider. */
  expectedDigits: string | null;
}

/** Counter keys and limits for one challenge request. */
export interface Admission {
  getKeys: [client: string, address: string];
  getLimits: [client: number, address: number];
  getWindowSeconds: number;
  failKeys: [client: string, address: string];
  failLimits: [client: number, address: number];
}

export type AdmissionResult = 'admitted' | 'locked' | 'tooMany';

/**
 * Counts the request against both challenge counters, reads both failure counters and stores
 * the challenge only if every limit holds, in one call to a database function (migration 0013; 0037 added the audio digits):
 * a challenge is the hottest captcha path, and the function's plans are kept where a plain
 * statement of the same work was planned again on every call.
 */
export async function admitChallenge(db: Db, row: ChallengeRow, ttlSeconds: number, a: Admission): Promise<AdmissionResult> {
  const result = await db.execute(sql`
    select portal_captcha_admit(
      ${a.getKeys[0]}, ${a.getKeys[1]}, ${a.getWindowSeconds}, ${a.getLimits[0]}, ${a.getLimits[1]},
      ${a.failKeys[0]}, ${a.failKeys[1]}, ${a.failLimits[0]}, ${a.failLimits[1]},
      ${row.tokenHash}, ${row.clientUid}, ${row.ip}, ${row.secretKey}, ${row.x}, ${row.y}, ${ttlSeconds},
      ${row.expectedDigits}::text
    ) as verdict
  `);
  return rowsOf<{ verdict: AdmissionResult }>(result)[0]!.verdict;
}

export interface TakenChallenge {
  secretKey: string;
  x: number;
  y: number;
  expectedDigits: string | null;
  /** False when it had already expired. */
  live: boolean;
}

/**
 * Deletes the challenge of this token and client and returns it: a token is checked at most
 * once, whatever the outcome. `live` is false when it had already expired.
 */
export async function takeChallenge(
  db: Db,
  tokenHash: string,
  clientUid: string,
): Promise<TakenChallenge | undefined> {
  const rows = await db
    .delete(captchaChallenges)
    .where(and(eq(captchaChallenges.token, tokenHash), eq(captchaChallenges.clientUid, clientUid)))
    .returning({
      secretKey: captchaChallenges.secretKey,
      x: captchaChallenges.x,
      y: captchaChallenges.y,
      expectedDigits: captchaChallenges.expectedDigits,
      live: sql<boolean>`${captchaChallenges.expiresAt} > now()`,
    });
  return rows[0];
}

export async function insertVerification(db: Db, valueHash: string, clientUid: string, ttlSeconds: number): Promise<void> {
  await db.insert(captchaVerifications).values({ valueHash, clientUid, expiresAt: secondsFromNow(ttlSeconds) });
}

/** Deletes a live verification; true when there was one (so it passes exactly once). */
export async function consumeVerification(db: Db, valueHash: string): Promise<boolean> {
  const rows = await db
    .delete(captchaVerifications)
    .where(and(eq(captchaVerifications.valueHash, valueHash), gt(captchaVerifications.expiresAt, sql`now()`)))
    .returning({ valueHash: captchaVerifications.valueHash });
  return rows.length > 0;
}

/**
 * Counts a failed check against a client address and returns the failures it has not been
 * forgiven. Unlike a fixed window, the memory runs `memorySeconds` from the latest failure:
 * an address is forgotten only after that long without one (Keycloak's 12 hours).
 */
export async function countAddressFailure(db: Db, key: string, memorySeconds: number): Promise<number> {
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: secondsFromNow(memorySeconds) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: secondsFromNow(memorySeconds),
      },
    })
    .returning({ count: rateLimitCounters.count });
  return rows[0]!.count;
}

/** A passed check from the address forgives one of its failures. */
export async function forgiveAddressFailure(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(0, ${rateLimitCounters.count} - 1)` })
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowEndsAt, sql`now()`)));
}

/** Locks for `seconds` from now: a counter row of count 1 whose window is the lock (admitChallenge reads it so). */
export async function lockFor(db: Db, key: string, seconds: number): Promise<void> {
  await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: secondsFromNow(seconds) })
    .onConflictDoUpdate({ target: rateLimitCounters.key, set: { count: 1, windowEndsAt: secondsFromNow(seconds) } });
}

/** Current counts of running rate-limit windows, without counting a hit. */
export async function readCounters(db: Db, keys: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: rateLimitCounters.key, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, keys), gt(rateLimitCounters.windowEndsAt, sql`now()`)));
  return new Map(rows.map((r) => [r.key, r.count]));
}

export async function deleteExpired(db: Db): Promise<void> {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, sql`now()`));
  await db.delete(captchaVerifications).where(lt(captchaVerifications.expiresAt, sql`now()`));
}
