import type { Db } from '../../client.ts';
import { emissionFactors } from '../../schema/emission-factors.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';
import { SEED_FACTORS } from './factor-data.ts';

/** Migration 0034 sets it in a database that had seeded either of the two former tables. */
export const EMISSION_FACTORS_SEED_MARK = 'emission_factors';

/**
 * The published factors, once in a database's life: from then on they are the operators'
 * (a row they deleted is not seeded again).
 */
export async function seedEmissionFactors(db: Db): Promise<void> {
  if (await hasSeedMark(db, EMISSION_FACTORS_SEED_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, EMISSION_FACTORS_SEED_MARK))) return;
    await tx
      .insert(emissionFactors)
      .values(
        SEED_FACTORS.map(({ fuel, note, ...f }) => ({
          ...f,
          netCalorificValue: fuel?.netCalorificValue ?? null,
          carbonPerHeat: fuel?.carbonPerHeat ?? null,
          oxidationRate: fuel?.oxidationRate ?? null,
          note: note ?? '',
          updatedBy: '系统初始数据',
        })),
      )
      .onConflictDoNothing();
  });
}
