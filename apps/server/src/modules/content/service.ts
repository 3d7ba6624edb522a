import type { PageData } from '@portal/contract/page-config';
import { sanitizeHtml } from '@portal/contract/sanitize';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { JsonDocument } from '../../plugins/json-document.ts';
import * as repo from './repo.ts';

/** A page document ready to send, so the hot path neither queries nor serialises. */
export interface CachedPage {
  page: PageData;
  document: JsonDocument;
}

/**
 * Page configuration by code. Every visitor's first call reads it, so documents are kept in
 * process for `ttlMs`: an operator's change reaches every instance within that time, and
 * `invalidate` makes it immediate on the instance that saved it. Unknown codes are not cached,
 * so the cache holds at most the pages operators created.
 */
export function createPageService(db: Db, options: { ttlMs: number }) {
  const cache = new Map<string, CachedPage & { loadedAt: number }>();

  async function get(pageCode: string): Promise<CachedPage> {
    const hit = cache.get(pageCode);
    if (hit && Date.now() - hit.loadedAt < options.ttlMs) return hit;
    const page = await repo.findPage(db, pageCode);
    if (!page) {
      cache.delete(pageCode);
      throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
    }
    const entry = { page, document: new JsonDocument(JSON.stringify(page)), loadedAt: Date.now() };
    cache.set(pageCode, entry);
    return entry;
  }

  return { get, invalidate: (pageCode: string) => void cache.delete(pageCode) };
}

export type PageService = ReturnType<typeof createPageService>;

/**
 * What a page may store: its rich-text fields pass the same sanitiser the browser applies on
 * render (§5), so stored HTML is safe even for a client that forgets to sanitise.
 */
export function sanitizePage(page: PageData): PageData {
  const { footerData } = page.pageContent;
  if (footerData.description === undefined) return page;
  return {
    ...page,
    pageContent: { ...page.pageContent, footerData: { ...footerData, description: sanitizeHtml(footerData.description) } },
  };
}
