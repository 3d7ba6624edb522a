import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/security.ts';

/**
 * Counts one hit in a fixed window, atomically across instances. Returns the count so far in
 * the window and the milliseconds until it ends. `at` replaces the database clock (a service
 * with an injected clock, and its tests).
 */
export async function hit(db: Db, key: string, windowMs: number, at?: Date): Promise<{ current: number; ttl: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: sql`${now} + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now} then ${now} + ${window} else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateLimitCounters.count,
      ttl: sql<number>`greatest(0, floor(extract(epoch from (${rateLimitCounters.windowEndsAt} - ${now})) * 1000))::int`,
    });
  const row = rows[0]!;
  return { current: row.count, ttl: Number(row.ttl) };
}

/** Forgets a counter, e.g. a resend gate whose message could not be sent. */
export async function resetCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

export async function deleteEndedWindows(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
}

/** A counter as stored: its count and the end of its window. */
export async function readCounter(db: Db, key: string): Promise<{ count: number; windowEndsAt: Date } | undefined> {
  const rows = await db
    .select({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return rows[0];
}

/**
 * Counts a failure on a sliding window: one more while the window lasts, otherwise a new count
 * of one; either way the window now ends `windowMs` after `at`, so the window's end tells when
 * the last failure was. Returns the count.
 */
export async function countFailure(db: Db, key: string, windowMs: number, at: Date): Promise<number> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const end = sql`${new Date(at.getTime() + windowMs).toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: end })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: end,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return rows[0]!.count;
}
