import type { Database, Db } from '../../../db/client.ts';
import { createNotifiedCache } from '../../../lib/notified-cache.ts';

/** NOTIFY channel told after a credential or a sandbox account changes; payload `cred:<appId>` or `acct:<accountNo>`. */
export const SANDBOX_CHANNEL = 'open_sandbox_changed';

/**
 * The sandbox's hot rows held in memory (issue 26 point 6: a balance call must not wait on two
 * reads): credentials by app id and test accounts by number, kept until a change is announced
 * (lib/notified-cache.ts), so a revoked or rotated credential fails everywhere at once. Unknown
 * keys are callers' mistakes and are never kept; at most 100,000 rows are.
 */
export function createSandboxCache(database: Database) {
  const cache = createNotifiedCache<unknown>(database, SANDBOX_CHANNEL, { maxEntries: 100_000 });
  return {
    credential: <T>(appId: string, load: () => Promise<T | undefined>) => cache.get(`cred:${appId}`, load),
    account: <T>(accountNo: string, load: () => Promise<T | undefined>) => cache.get(`acct:${accountNo}`, load),
    /** Announces a change in `db`'s transaction (delivered on commit) and forgets it here at once. */
    async changed(db: Db, key: `cred:${string}` | `acct:${string}`): Promise<void> {
      cache.invalidate(key);
      await cache.notifyChanged(db, key);
    },
    start: cache.start,
    stop: cache.stop,
  };
}

export type SandboxCache = ReturnType<typeof createSandboxCache>;
