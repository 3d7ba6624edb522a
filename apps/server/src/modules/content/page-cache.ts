import type { Database } from '../../db/client.ts';
import { createNotifiedCache } from '../../lib/notified-cache.ts';
import type { CachedPage } from './service.ts';

/** NOTIFY channel told after every publish or rollback; the payload is the page code. */
export const PAGE_CHANNEL = 'page_published';

/**
 * Published page documents, held until a publish says otherwise (lib/notified-cache.ts): a
 * publish or rollback NOTIFYs `PAGE_CHANNEL` inside its transaction, so every instance drops the
 * page as soon as the new version is committed.
 */
export function createPageCache(database: Database, load: (pageCode: string) => Promise<CachedPage>) {
  const cache = createNotifiedCache<CachedPage>(database, PAGE_CHANNEL);
  return {
    get: async (pageCode: string): Promise<CachedPage> => (await cache.get(pageCode, () => load(pageCode)))!,
    invalidate: cache.invalidate,
    notifyChanged: cache.notifyChanged,
    start: cache.start,
    stop: cache.stop,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Published page documents (content module); the console invalidates them on publish. */
    pages: PageCache;
  }
}
