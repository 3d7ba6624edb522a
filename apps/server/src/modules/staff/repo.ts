import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema/identity.ts';
import { staffLoginHistory } from '../../db/schema/staff.ts';

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
 * Counts a wrong password and locks at `maxFailures`. A lock that has run out starts the count
 * afresh, so one more mistake after the wait does not lock the account again at once.
 */
export async function recordFailure(db: Db, staffId: string, maxFailures: number, lockMinutes: number) {
  const expired = sql`(${staffAccounts.lockedUntil} is not null and ${staffAccounts.lockedUntil} <= now())`;
  const count = sql`case when ${expired} then 1 else ${staffAccounts.failedLogins} + 1 end`;
  const rows = await db
    .update(staffAccounts)
    .set({
      failedLogins: count,
      lockedUntil: sql`case when ${count} >= ${maxFailures} then now() + make_interval(mins => ${lockMinutes}) when ${expired} then null else ${staffAccounts.lockedUntil} end`,
    })
    .where(eq(staffAccounts.id, staffId))
    .returning({ failedLogins: staffAccounts.failedLogins, lockedUntil: staffAccounts.lockedUntil });
  return rows[0]!;
}

export async function clearFailures(db: Db, staffId: string): Promise<void> {
  await db.update(staffAccounts).set({ failedLogins: 0, lockedUntil: null }).where(eq(staffAccounts.id, staffId));
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
