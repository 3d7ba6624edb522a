import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emissionFactors } from '../../db/schema/emission-factors.ts';

/** A row of the one table of published emission factors (issue 36). */
export type EnvFactorRecord = typeof emissionFactors.$inferSelect;

export async function allFactors(db: Db): Promise<EnvFactorRecord[]> {
  return db.select().from(emissionFactors).orderBy(asc(emissionFactors.code), asc(emissionFactors.region), asc(emissionFactors.year));
}

/** One factor's rows of one region, oldest year first. */
export async function factorRowsOf(db: Db, code: string, region: string): Promise<EnvFactorRecord[]> {
  return db
    .select()
    .from(emissionFactors)
    .where(and(eq(emissionFactors.code, code), eq(emissionFactors.region, region)))
    .orderBy(asc(emissionFactors.year));
}

export async function findFactor(db: Db, id: number, lock = false): Promise<EnvFactorRecord | undefined> {
  const query = db.select().from(emissionFactors).where(eq(emissionFactors.id, id));
  return (await (lock ? query.for('update') : query))[0];
}
