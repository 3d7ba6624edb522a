import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * System parameters. Every visitor reads the gray-mode switch at start-up, so values are kept
 * in process for `ttlMs`; an operator's change reaches every instance within that time.
 */
export function createSystemParamService(db: Db, options: { ttlMs: number }) {
  const cache = new Map<string, { value: string | null; loadedAt: number }>();
  return {
    async get(key: string): Promise<string | null> {
      const hit = cache.get(key);
      if (hit && Date.now() - hit.loadedAt < options.ttlMs) return hit.value;
      const value = (await repo.findParam(db, key)) ?? null;
      cache.set(key, { value, loadedAt: Date.now() });
      return value;
    },
    invalidate: (key: string) => void cache.delete(key),
  };
}
