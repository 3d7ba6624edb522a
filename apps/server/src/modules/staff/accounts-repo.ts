import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema/identity.ts';

/** Staff accounts as a bank's administrator manages them (created outside the web app). */
export async function insertStaffAccount(db: Db, row: typeof staffAccounts.$inferInsert): Promise<void> {
  await db.insert(staffAccounts).values(row);
}

/** Whether anyone can run the operator console: an active staff account of role operator. */
export async function hasActiveOperator(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'operator'), eq(staffAccounts.status, 'active')))
    .limit(1);
  return rows.length > 0;
}
