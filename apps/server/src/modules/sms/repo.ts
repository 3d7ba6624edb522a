import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/sms.ts';

export interface NewSmsCode {
  id: string;
  phone: string;
  purpose: string;
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
}

/** Stores a new code as the only one of its phone and purpose: a new send voids the old code. */
export async function replaceCode(db: Db, code: NewSmsCode): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(smsCodes).where(and(eq(smsCodes.phone, code.phone), eq(smsCodes.purpose, code.purpose)));
    await tx.insert(smsCodes).values(code);
  });
}

export interface StoredSmsCode {
  id: string;
  failedAttempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

export async function findCurrentCode(db: Db, phone: string, purpose: string): Promise<StoredSmsCode | undefined> {
  const rows = await db
    .select({
      id: smsCodes.id,
      failedAttempts: smsCodes.failedAttempts,
      expiresAt: smsCodes.expiresAt,
      consumedAt: smsCodes.consumedAt,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.sentAt))
    .limit(1);
  return rows[0];
}

/**
 * Counts an attempt before the code is compared, in one statement, so parallel guesses cannot
 * compare more than `maxAttempts` times. Returns the digest to compare against, or nothing when
 * the code is spent, expired or out of attempts.
 */
export async function reserveAttempt(
  db: Db,
  id: string,
  now: Date,
  maxAttempts: number,
): Promise<{ codeHash: string; failedAttempts: number } | undefined> {
  const rows = await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, id),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.failedAttempts, maxAttempts),
      ),
    )
    .returning({ codeHash: smsCodes.codeHash, failedAttempts: smsCodes.failedAttempts });
  return rows[0];
}

/**
 * A right code gives its reserved attempt back and, when `consumedAt` is given, is spent.
 * False when another request spent it first.
 */
export async function settleRightCode(db: Db, id: string, consumedAt: Date | undefined): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({
      failedAttempts: sql`${smsCodes.failedAttempts} - 1`,
      ...(consumedAt ? { consumedAt } : {}),
    })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

export async function deleteExpiredCodes(db: Db, now: Date): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, now));
}
