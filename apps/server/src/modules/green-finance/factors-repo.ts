import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envFactors } from '../../db/schema/green-finance.ts';

export type EnvFactorRecord = typeof envFactors.$inferSelect;

export async function allFactors(db: Db): Promise<EnvFactorRecord[]> {
  return db.select().from(envFactors).orderBy(asc(envFactors.code), asc(envFactors.region), asc(envFactors.year));
}

export async function findFactor(db: Db, id: number, lock = false): Promise<EnvFactorRecord | undefined> {
  const query = db.select().from(envFactors).where(eq(envFactors.id, id));
  return (await (lock ? query.for('update') : query))[0];
}
