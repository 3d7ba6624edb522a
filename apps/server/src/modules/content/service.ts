import type { PageData } from '@portal/contract/page-config';
import { sanitizeHtml } from '@portal/contract/sanitize';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createReadThroughCache } from '../../lib/read-through-cache.ts';
import { JsonDocument } from '../../plugins/json-document.ts';
import * as repo from './repo.ts';

/** A page document ready to send, so the hot path neither queries nor serialises. */
export interface CachedPage {
  page: PageData;
  document: JsonDocument;
}

/**
 * Page configuration by code. Every visitor's first call reads it, so documents are cached
 * ready to send (see createReadThroughCache for how long a change takes to show).
 */
export function createPageService(db: Db, options: { ttlMs: number }) {
  return createReadThroughCache(async (pageCode: string): Promise<CachedPage> => {
    const page = await repo.findPage(db, pageCode);
    if (!page) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
    return { page, document: new JsonDocument(JSON.stringify(page)) };
  }, options);
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
