import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';

/**
 * Values held in memory until a change is announced on a NOTIFY channel: no TTL re-reads. The
 * writer NOTIFYs inside its transaction, so every instance (this one included) drops the key as
 * soon as the change commits. While the LISTEN connection is down a notice could be missed, so
 * nothing is cached until it is back (then everything is dropped). A load that started before an
 * invalidation is not kept, so a stale read cannot linger. Used by the page cache and the
 * open-platform sandbox.
 */
export function createNotifiedCache<V>(database: Database, channel: string, options: { maxEntries?: number } = {}) {
  const entries = new Map<string, V>();
  let generation = 0;
  let listening = false;
  let stopListening: (() => Promise<void>) | undefined;

  function invalidate(key?: string): void {
    generation++;
    if (key) entries.delete(key);
    else entries.clear();
  }

  return {
    /** The value under `key`, loaded on a miss; `undefined` (nothing found) is never kept. */
    async get<T extends V>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
      const hit = entries.get(key) as T | undefined;
      if (hit !== undefined) return hit;
      const started = generation;
      const value = await load();
      if (value !== undefined && listening && started === generation) {
        if (options.maxEntries !== undefined && entries.size >= options.maxEntries) entries.clear();
        entries.set(key, value);
      }
      return value;
    },
    invalidate,
    /** Tells every instance, on commit of `db`'s transaction, that `key` changed. */
    async notifyChanged(db: Db, key: string): Promise<void> {
      await db.execute(sql`select pg_notify(${channel}, ${key})`);
    },
    async start(): Promise<void> {
      stopListening = await database.listen([channel], {
        onNotify: (_channel, key) => invalidate(key || undefined),
        onReady: () => {
          invalidate();
          listening = true;
        },
        onLost: () => {
          listening = false;
          invalidate();
        },
      });
    },
    async stop(): Promise<void> {
      listening = false;
      await stopListening?.();
    },
  };
}
