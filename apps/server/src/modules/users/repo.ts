import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { earliestCertificateEnd } from './certificate-end.ts';
import type { Db } from '../../db/client.ts';
import { enterprises, loginHistory, userEnterprises, users } from '../../db/schema/identity.ts';
import { clearedLock, failureValues, notLockedAt } from '../security/lock-columns.ts';

export type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const live = ne(users.status, 'cancelled');

/** The live account a login name or phone belongs to (names compare case-insensitively). */
export async function findLiveByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(live, or(eq(sql`lower(${users.loginName})`, login.toLowerCase()), eq(users.phone, login))));
  return rows[0];
}

export async function findLiveByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(and(live, eq(users.phone, phone)));
  return rows[0];
}

export async function findById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

export async function loginNameTaken(db: Db | Tx, loginName: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(live, eq(sql`lower(${users.loginName})`, loginName.toLowerCase())));
  return rows.length > 0;
}

export async function creditCodeTaken(db: Db | Tx, creditCode: string): Promise<boolean> {
  const rows = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.creditCode, creditCode));
  return rows.length > 0;
}

export async function insertUser(tx: Db | Tx, row: typeof users.$inferInsert): Promise<void> {
  await tx.insert(users).values(row);
}

export async function insertEnterprise(tx: Db | Tx, row: typeof enterprises.$inferInsert): Promise<void> {
  await tx.insert(enterprises).values(row);
}

export async function linkEnterprise(tx: Db | Tx, userId: string, enterpriseId: string, role: string): Promise<void> {
  await tx.insert(userEnterprises).values({ userId, enterpriseId, role });
}

export async function enterprisesOf(db: Db, userId: string) {
  return db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      creditCode: enterprises.creditCode,
      authStatus: enterprises.authStatus,
      role: userEnterprises.role,
    })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(eq(userEnterprises.userId, userId))
    .orderBy(userEnterprises.createdAt);
}

/**
 * Counts a wrong password at `at` (lock-columns.ts has the rule). Returns the new count and lock,
 * or nothing when the account was locked meanwhile (then nothing is counted).
 */
export async function recordFailure(db: Db, userId: string, at: Date) {
  const rows = await db
    .update(users)
    .set(failureValues(users, at))
    .where(and(eq(users.id, userId), notLockedAt(users, at)))
    .returning({ failedLogins: users.failedLogins, lastFailedAt: users.lastFailedAt, lockedUntil: users.lockedUntil });
  return rows[0];
}

export async function clearFailures(db: Db, userId: string): Promise<void> {
  await db.update(users).set(clearedLock).where(eq(users.id, userId));
}

export async function updatePassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, ...clearedLock })
    .where(eq(users.id, userId));
}

/** 关怀模式 as the customer chose it (issue 38). */
export async function updateCareMode(db: Db, userId: string, careMode: boolean): Promise<void> {
  await db.update(users).set({ careMode }).where(eq(users.id, userId));
}

export async function insertLoginAttempt(db: Db, row: typeof loginHistory.$inferInsert): Promise<void> {
  await db.insert(loginHistory).values(row);
}

export async function recentLogins(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.at))
    .limit(limit);
}

/** When the user's earliest-ending valid certificate ends (certExpireMsg, issue 22). */
export async function certificateEndOf(db: Db, userId: string): Promise<Date | null> {
  const rows = await db.select({ end: earliestCertificateEnd(users.id) }).from(users).where(eq(users.id, userId));
  return rows[0]?.end ?? null;
}
