import type { Db } from '../../client.ts';
import { envFactors } from '../../schema/green-finance.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';
import { SEED_FACTORS } from './factor-data.ts';

export const ENV_FACTORS_SEED_MARK = 'env_factors';

/**
 * The published factors, once in a database's life: from then on they are the operators'
 * (a row they deleted is not seeded again).
 */
export async function seedEnvFactors(db: Db): Promise<void> {
  if (await hasSeedMark(db, ENV_FACTORS_SEED_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, ENV_FACTORS_SEED_MARK))) return;
    await tx
      .insert(envFactors)
      .values(SEED_FACTORS.map((f) => ({ ...f, note: f.note ?? '', updatedBy: '系统初始数据' })))
      .onConflictDoNothing();
  });
}
