import type { Db } from '../../client.ts';
import { branches } from '../../schema/branches.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';
import { SEED_BRANCHES } from './branch-data.ts';

export const BRANCHES_SEED_MARK = 'branches';

/**
 * Adds the seeded branches once in a database's life: after that the branches are the
 * operators', and a branch they deactivated or renamed is never brought back. The mark and the
 * rows are written in one transaction, so two instances starting together seed them once.
 */
export async function seedBranches(db: Db): Promise<void> {
  if (await hasSeedMark(db, BRANCHES_SEED_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, BRANCHES_SEED_MARK))) return;
    await tx
      .insert(branches)
      .values(
        SEED_BRANCHES.map(({ at, ...b }) => ({
          ...b,
          latitude: at ? at[0].toFixed(6) : null,
          longitude: at ? at[1].toFixed(6) : null,
          updatedBy: '系统初始化',
        })),
      )
      .onConflictDoNothing({ target: branches.name });
  });
}
