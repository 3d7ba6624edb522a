import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { unifiedLoginSystems, unifiedLoginVisits } from '../../db/schema/unified-login.ts';

/** Enabled systems a customer type may see, in the bank's order. */
export function visibleSystems(db: Db, userType: string) {
  return db
    .select()
    .from(unifiedLoginSystems)
    .where(and(eq(unifiedLoginSystems.enabled, true), sql`${unifiedLoginSystems.userTypes} ? ${userType}`))
    .orderBy(asc(unifiedLoginSystems.sort), asc(unifiedLoginSystems.code));
}

export async function visibleSystem(db: Db, userType: string, code: string) {
  const rows = await db
    .select()
    .from(unifiedLoginSystems)
    .where(and(eq(unifiedLoginSystems.code, code), eq(unifiedLoginSystems.enabled, true), sql`${unifiedLoginSystems.userTypes} ? ${userType}`));
  return rows[0];
}

export async function lastVisits(db: Db, userId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ code: unifiedLoginVisits.systemCode, at: unifiedLoginVisits.lastEnteredAt })
    .from(unifiedLoginVisits)
    .where(eq(unifiedLoginVisits.userId, userId));
  return new Map(rows.map((r) => [r.code, r.at]));
}

export async function recordVisit(db: Db, userId: string, systemCode: string): Promise<void> {
  await db
    .insert(unifiedLoginVisits)
    .values({ userId, systemCode })
    .onConflictDoUpdate({ target: [unifiedLoginVisits.userId, unifiedLoginVisits.systemCode], set: { lastEnteredAt: sql`now()` } });
}

export function allSystems(db: Db) {
  return db.select().from(unifiedLoginSystems).orderBy(asc(unifiedLoginSystems.sort), asc(unifiedLoginSystems.code));
}

export async function findSystem(db: Db, code: string) {
  return (await db.select().from(unifiedLoginSystems).where(eq(unifiedLoginSystems.code, code)))[0];
}

export async function updateSystem(db: Db, code: string, values: Partial<typeof unifiedLoginSystems.$inferInsert>) {
  return (await db.update(unifiedLoginSystems).set(values).where(eq(unifiedLoginSystems.code, code)).returning())[0]!;
}
