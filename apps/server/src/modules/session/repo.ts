import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/sessions.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The unique index that allows one live session per principal (migration 0014). */
const ONE_LIVE_INDEX = 'sessions_one_live_idx';

/** Whether a failed write lost the race for a principal's one live session. */
export function lostOneLiveRace(err: unknown): boolean {
  const cause = (err as { cause?: unknown })?.cause ?? err;
  return String((cause as { message?: unknown })?.message ?? cause).includes(ONE_LIVE_INDEX);
}

/**
 * In one transaction: ends the browser's previous session (`LOGOUT`) and every live session of
 * the principal (`TAKEN_OVER`), then inserts the new one. A login that committed in between
 * makes the insert fail on the unique index (see lostOneLiveRace), and nothing is written.
 */
export async function replaceLiveSession(db: Db, row: typeof sessions.$inferInsert, previousIdHash: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    if (previousIdHash) await endSession(tx, previousIdHash, 'LOGOUT');
    await endSessionsOf(tx, row.kind, row.principalId, 'TAKEN_OVER');
    await insertSession(tx, row);
  });
}

/** Every authorised call reads its session: prepared once (db/prepared.ts). */
const findSessionStatement = preparedPerDatabase((db) =>
  db.select().from(sessions).where(eq(sessions.idHash, sql.placeholder('idHash'))).prepare('session_find'),
);

export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const rows = await findSessionStatement(db).execute({ idHash });
  return rows[0];
}

/** Ends every live session of a principal, except one; returns how many ended. */
export async function endSessionsOf(
  db: Db,
  kind: string,
  principalId: string,
  reason: string,
  exceptIdHash?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(
      and(
        eq(sessions.kind, kind),
        eq(sessions.principalId, principalId),
        isNull(sessions.endedAt),
        exceptIdHash ? sql`${sessions.idHash} <> ${exceptIdHash}` : undefined,
      ),
    )
    .returning({ idHash: sessions.idHash });
  return rows.length;
}

export async function endSession(db: Db, idHash: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.endedAt)));
}

export async function touchSession(db: Db, idHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastActiveAt: sql`now()`, expiresAt }).where(eq(sessions.idHash, idHash));
}

/** Marks idle or expired sessions ended, and forgets sessions ended more than a day ago. */
export async function sweepSessions(db: Db, maxAgeMs: number): Promise<void> {
  const maxAge = sql`make_interval(secs => ${maxAgeMs / 1000})`;
  await db
    .update(sessions)
    .set({
      endedAt: sql`now()`,
      endReason: sql`case when ${sessions.createdAt} + ${maxAge} <= now() then 'EXPIRED' else 'IDLE' end`,
    })
    .where(and(isNull(sessions.endedAt), or(lt(sessions.expiresAt, sql`now()`), lt(sessions.createdAt, sql`now() - ${maxAge}`))));
  await db.delete(sessions).where(lt(sessions.endedAt, sql`now() - interval '1 day'`));
}
