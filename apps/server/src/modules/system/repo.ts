import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { systemParams } from '../../db/schema/system.ts';

export async function findParam(db: Db, key: string): Promise<string | null | undefined> {
  const rows = await db.select({ value: systemParams.value }).from(systemParams).where(eq(systemParams.key, key));
  return rows[0]?.value;
}

/**
 * Adds a parameter with its seeded value, or brings an existing one's description up to date:
 * operators change values (console/system-params.ts), the description is the product's own text.
 */
export async function seedParam(db: Db, key: string, value: string | null, description: string) {
  await db.insert(systemParams).values({ key, value, description }).onConflictDoUpdate({ target: systemParams.key, set: { description } });
}
