import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const rows = await db.select().from(sessions).where(eq(sessions.idHash, idHash));
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
