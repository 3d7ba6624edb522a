import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { realNameAuths } from '../../db/schema/identity-verification.ts';
import { users } from '../../db/schema/identity.ts';

export type RealNameAuthRow = typeof realNameAuths.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The caller's latest authentication in one status (`phone_passed`: open, `verified`: done); the user index serves it. */
export async function latestOf(db: Db, userId: string, status: 'phone_passed' | 'verified'): Promise<RealNameAuthRow | undefined> {
  const rows = await db
    .select()
    .from(realNameAuths)
    .where(and(eq(realNameAuths.userId, userId), eq(realNameAuths.status, status)))
    .orderBy(desc(realNameAuths.createdAt))
    .limit(1);
  return rows[0];
}

/** Whether this document is verified for someone other than `userId` (the partial unique index). */
export async function verifiedForOther(db: Db, docType: string, docDigest: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: realNameAuths.id })
    .from(realNameAuths)
    .where(and(eq(realNameAuths.docType, docType), eq(realNameAuths.docDigest, docDigest), eq(realNameAuths.status, 'verified'), ne(realNameAuths.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Abandons the user's open authentications (a new one replaces them, or the user withdraws). */
export async function cancelOpen(db: Db | Tx, userId: string): Promise<number> {
  const rows = await db
    .update(realNameAuths)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(realNameAuths.userId, userId), eq(realNameAuths.status, 'phone_passed')))
    .returning({ id: realNameAuths.id });
  return rows.length;
}

/** A new open authentication, replacing any earlier unfinished one, in one transaction. */
export async function startOpen(db: Db, row: typeof realNameAuths.$inferInsert): Promise<RealNameAuthRow> {
  return db.transaction(async (tx) => {
    await cancelOpen(tx, row.userId);
    const [inserted] = await tx.insert(realNameAuths).values(row).returning();
    return inserted!;
  });
}

/** Points the open authentication at its current face check. */
export async function setFaceCheck(db: Db, id: string, faceCheckId: string): Promise<void> {
  await db.update(realNameAuths).set({ faceCheckId, updatedAt: sql`now()` }).where(and(eq(realNameAuths.id, id), eq(realNameAuths.status, 'phone_passed')));
}

/**
 * Finishes an open authentication whose face check passed: verified with its time, and the
 * account takes the name and stops being weak, in one transaction. Returns undefined when the
 * authentication was no longer open (cancelled, finished by another tab).
 */
export async function completeOpen(db: Db, id: string, userId: string, faceCheckId: string): Promise<RealNameAuthRow | undefined> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(realNameAuths)
      .set({ status: 'verified', verifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(realNameAuths.id, id), eq(realNameAuths.userId, userId), eq(realNameAuths.status, 'phone_passed'), eq(realNameAuths.faceCheckId, faceCheckId)))
      .returning();
    if (!done) return undefined;
    await bindName(tx, userId, done.realName);
    return done;
  });
}

/** The account carries the verified name and is no longer weak. */
export async function bindName(db: Db | Tx, userId: string, realName: string): Promise<void> {
  await db.update(users).set({ realName, weak: false }).where(eq(users.id, userId));
}

/** A unique index refused the write: the document was verified for another user meanwhile. */
export const isDuplicate = (err: unknown): boolean => {
  const cause = (err as { cause?: { code?: unknown } })?.cause;
  return (err as { code?: unknown })?.code === '23505' || cause?.code === '23505';
};
