import type { Db } from '../../db/client.ts';
import { createReadThroughCache } from '../../lib/read-through-cache.ts';
import * as repo from './repo.ts';

/** System parameters; every visitor reads the gray-mode switch at start-up, so they are cached. */
export function createSystemParamService(db: Db, options: { ttlMs: number }) {
  return createReadThroughCache(async (key: string) => (await repo.findParam(db, key)) ?? null, options);
}
