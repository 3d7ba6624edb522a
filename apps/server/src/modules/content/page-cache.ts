import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import type { CachedPage } from './service.ts';

/** NOTIFY channel told after every publish or rollback; the payload is the page code. */
export const PAGE_CHANNEL = 'page_published';

/**
 * Published page documents, held until a publish says otherwise: no TTL re-reads. A publish
 * NOTIFYs `PAGE_CHANNEL` inside its transaction, so every instance (this one included) drops
 * the page as soon as the new version is committed. While the LISTEN connection is down a
 * notice could be missed, so nothing is cached until it is back (then everything is dropped).
 * A load that started before an invalidation is not kept, so a stale read cannot linger.
 */
export function createPageCache(database: Database, load: (pageCode: string) => Promise<CachedPage>) {
  const entries = new Map<string, CachedPage>();
  let generation = 0;
  let listening = false;
  let stopListening: (() => Promise<void>) | undefined;

  function invalidate(pageCode?: string): void {
    generation++;
    if (pageCode) entries.delete(pageCode);
    else entries.clear();
  }

  return {
    async get(pageCode: string): Promise<CachedPage> {
      const hit = entries.get(pageCode);
      if (hit) return hit;
      const started = generation;
      const value = await load(pageCode);
      if (listening && started === generation) entries.set(pageCode, value);
      return value;
    },
    invalidate,
    /** Tells every instance, on commit of `db`'s transaction, that the page changed. */
    async notifyChanged(db: Db, pageCode: string): Promise<void> {
      await db.execute(sql`select pg_notify(${PAGE_CHANNEL}, ${pageCode})`);
    },
    async start(): Promise<void> {
      stopListening = await database.listen([PAGE_CHANNEL], {
        onNotify: (_channel, pageCode) => invalidate(pageCode || undefined),
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

export type PageCache = ReturnType<typeof createPageCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Published page documents (content module); the console invalidates them on publish. */
    pages: PageCache;
  }
}
