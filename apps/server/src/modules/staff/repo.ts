import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema/identity.ts';
import { staffLoginHistory } from '../../db/schema/staff.ts';
import { clearedLock, failureValues, notLockedAt } from '../security/lock-columns.ts';

export type StaffRow = typeof staffAccounts.$inferSelect;

export async function findById(db: Db, id: string): Promise<StaffRow | undefined> {
  const rows = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return rows[0];
}

/** Login names are matched without regard to case, as staff type them from memory. */
export async function findByLoginName(db: Db, loginName: string): Promise<StaffRow | undefined> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.loginName}) = lower(${loginName})`);
  return rows[0];
}

/**
 * Counts a wrong password at `at`, by the customers' rule (lock-columns.ts). Returns the new
 * count and lock, or nothing when the account was locked meanwhile (then nothing is counted).
 */
export async function recordFailure(db: Db, staffId: string, at: Date) {
  const rows = await db
    .update(staffAccounts)
    .set(failureValues(staffAccounts, at))
    .where(and(eq(staffAccounts.id, staffId), notLockedAt(staffAccounts, at)))
    .returning({ failedLogins: staffAccounts.failedLogins, lastFailedAt: staffAccounts.lastFailedAt, lockedUntil: staffAccounts.lockedUntil });
  return rows[0];
}

export async function clearFailures(db: Db, staffId: string): Promise<void> {
  await db.update(staffAccounts).set(clearedLock).where(eq(staffAccounts.id, staffId));
}

export async function insertLoginAttempt(db: Db, row: typeof staffLoginHistory.$inferInsert): Promise<void> {
  await db.insert(staffLoginHistory).values(row);
}

export async function recentLogins(db: Db, staffId: string, limit: number) {
  return db
    .select()
    .from(staffLoginHistory)
    .where(eq(staffLoginHistory.staffId, staffId))
    .orderBy(desc(staffLoginHistory.at))
    .limit(limit);
}
