import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { disclaimers } from '../../db/schema/disclaimers.ts';

export type DisclaimerRow = typeof disclaimers.$inferSelect;

export async function findDisclaimer(db: Db, msgId: string): Promise<DisclaimerRow | undefined> {
  const rows = await db.select().from(disclaimers).where(eq(disclaimers.msgId, msgId));
  return rows[0];
}

/** Seeds a disclaimer unless one with that id exists (operators' edits are never overwritten). */
export async function insertDisclaimerIfAbsent(db: Db, row: Omit<typeof disclaimers.$inferInsert, 'updatedAt'>): Promise<void> {
  await db.insert(disclaimers).values(row).onConflictDoNothing();
}
