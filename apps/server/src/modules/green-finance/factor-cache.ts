import type { Db } from '../../db/client.ts';
import { allFactors, type EnvFactorRecord } from './factors-repo.ts';

/** How long an instance serves the factor table it read; another instance's edit shows within this. */
export const FACTOR_CACHE_MS = 5_000;

/**
 * The factor table in process (a few dozen rows): a calculation then costs no database read.
 * The instance that saves a change forgets it at once; others within FACTOR_CACHE_MS, as page
 * configuration (ARCHITECTURE §6: a process-local cache only where staleness is harmless).
 */
export function createFactorCache(db: Db, ttlMs = FACTOR_CACHE_MS) {
  let rows: Promise<EnvFactorRecord[]> | null = null;
  let loadedAt = 0;
  return {
    rows(): Promise<EnvFactorRecord[]> {
      if (!rows || performance.now() - loadedAt > ttlMs) {
        loadedAt = performance.now();
        const loading = allFactors(db);
        rows = loading;
        // A failed read is not kept: the next calculation reads again.
        loading.catch(() => {
          if (rows === loading) rows = null;
        });
      }
      return rows;
    },
    forget(): void {
      rows = null;
    },
  };
}
export type FactorCache = ReturnType<typeof createFactorCache>;
