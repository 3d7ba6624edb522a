import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { seedMarks } from '../schema/system.ts';

/** Whether a once-in-a-database's-life seed step has run. */
export async function hasSeedMark(db: Db, name: string): Promise<boolean> {
  return (await db.select({ name: seedMarks.name }).from(seedMarks).where(eq(seedMarks.name, name))).length > 0;
}

/**
 * Marks a seed step as done; true only for the caller that wrote the mark. Inside the step's
 * transaction, a second instance doing the same waits for the first and then gets false.
 */
export async function claimSeedMark(db: Db, name: string): Promise<boolean> {
  const rows = await db.insert(seedMarks).values({ name }).onConflictDoNothing().returning({ name: seedMarks.name });
  return rows.length > 0;
}
