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
 * the challenge only if every limit holds, in one statement: a challenge is the hottest captcha
 * path and each round trip to the database costs more than the counting itself.
 */
export async function admitChallenge(db: Db, row: ChallengeRow, ttlSeconds: number, a: Admission): Promise<AdmissionResult> {
  const window = sql`make_interval(secs => ${a.getWindowSeconds})`;
  const [getClient, getAddress] = a.getKeys;
  const [failClient, failAddress] = a.failKeys;
  const result = await db.execute(sql`
    with gets as (
      insert into rate_limit_counters as c (key, count, window_ends_at)
      values (${getClient}, 1, now() + ${window}), (${getAddress}, 1, now() + ${window})
      on conflict (key) do update set
        count = case when c.window_ends_at <= now() then 1 else c.count + 1 end,
        window_ends_at = case when c.window_ends_at <= now() then now() + ${window} else c.window_ends_at end
      returning key, count
    ),
    verdict as (
      select
        exists (
          select 1 from rate_limit_counters f
          where f.window_ends_at > now()
            and ((f.key = ${failClient} and f.count >= ${a.failLimits[0]}) or (f.key = ${failAddress} and f.count >= ${a.failLimits[1]}))
        ) as locked,
        exists (
          select 1 from gets g
          where (g.key = ${getClient} and g.count > ${a.getLimits[0]}) or (g.key = ${getAddress} and g.count > ${a.getLimits[1]})
        ) as too_many
    ),
    stored as (
      insert into captcha_challenges (token, client_uid, ip, secret_key, x, y, expires_at)
      select ${row.tokenHash}, ${row.clientUid}, ${row.ip}, ${row.secretKey}, ${row.x}, ${row.y}, ${secondsFromNow(ttlSeconds)}
      from verdict where not locked and not too_many
      returning 1
    )
    select locked, too_many, (select count(*) from stored)::int as stored from verdict
  `);
  const verdict = rowsOf<{ locked: boolean; too_many: boolean }>(result)[0]!;
  return verdict.locked ? 'locked' : verdict.too_many ? 'tooMany' : 'admitted';
}

/**
 * Deletes the challenge of this token and client and returns it: a token is checked at most
 * once, whatever the outcome. `live` is false when it had already expired.
 */
export async function takeChallenge(
  db: Db,
  tokenHash: string,
  clientUid: string,
): Promise<{ secretKey: string; x: number; y: number; live: boolean } | undefined> {
  const rows = await db
    .delete(captchaChallenges)
    .where(and(eq(captchaChallenges.token, tokenHash), eq(captchaChallenges.clientUid, clientUid)))
    .returning({
      secretKey: captchaChallenges.secretKey,
      x: captchaChallenges.x,
      y: captchaChallenges.y,
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
