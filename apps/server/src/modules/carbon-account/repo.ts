import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carbonActivities, carbonAssets, carbonReductions } from '../../db/schema/carbon.ts';
import { emissionFactors } from '../../db/schema/emission-factors.ts';
import { users } from '../../db/schema/identity.ts';
import { isNull } from 'drizzle-orm';

/** Every version (current, corrected, deleted) of an enterprise's activity rows of one year. */
export function activityVersionsOfYear(db: Db, enterpriseId: string, year: number) {
  return db
    .select({
      id: carbonActivities.id,
      month: carbonActivities.month,
      source: carbonActivities.source,
      quantity: carbonActivities.quantity,
      factor: carbonActivities.factor,
      tonnes: carbonActivities.tonnes,
      note: carbonActivities.note,
      recordedAt: carbonActivities.recordedAt,
      supersededAt: carbonActivities.supersededAt,
      deletedAt: carbonActivities.deletedAt,
      recordedBy: users.loginName,
      factorYear: emissionFactors.year,
      factorSource: emissionFactors.source,
    })
    .from(carbonActivities)
    .innerJoin(users, eq(users.id, carbonActivities.recordedBy))
    .innerJoin(emissionFactors, eq(emissionFactors.id, carbonActivities.factorId))
    .where(and(eq(carbonActivities.enterpriseId, enterpriseId), like(carbonActivities.month, `${year}-%`)))
    .orderBy(asc(carbonActivities.month), asc(carbonActivities.source), desc(carbonActivities.recordedAt));
}
export type ActivityVersion = Awaited<ReturnType<typeof activityVersionsOfYear>>[number];

/** The current row of a month and source, locked for a correction or delete. */
export async function currentActivity(db: Db, enterpriseId: string, month: string, source: string) {
  const [row] = await db
    .select()
    .from(carbonActivities)
    .where(
      and(
        eq(carbonActivities.enterpriseId, enterpriseId),
        eq(carbonActivities.month, month),
        eq(carbonActivities.source, source),
        isNull(carbonActivities.supersededAt),
        isNull(carbonActivities.deletedAt),
      ),
    )
    .for('update');
  return row;
}

export function reductionsOf(db: Db, enterpriseId: string) {
  return db
    .select()
    .from(carbonReductions)
    .where(and(eq(carbonReductions.enterpriseId, enterpriseId), isNull(carbonReductions.deletedAt)))
    .orderBy(asc(carbonReductions.startMonth), asc(carbonReductions.recordedAt));
}

export function assetsOf(db: Db, enterpriseId: string) {
  return db.select().from(carbonAssets).where(eq(carbonAssets.enterpriseId, enterpriseId)).orderBy(asc(carbonAssets.kind), desc(carbonAssets.vintage), asc(carbonAssets.recordedAt));
}
