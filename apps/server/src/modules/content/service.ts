import type { PageData } from '@portal/contract/page-config';
import { sanitizeHtml } from '@portal/contract/sanitize';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { JsonDocument } from '../../plugins/json-document.ts';
import { createPageCache } from './page-cache.ts';
import * as repo from './repo.ts';

/** A page document ready to send, so the hot path neither queries nor serialises. */
export interface CachedPage {
  page: PageData;
  document: JsonDocument;
}

/**
 * Published page configuration by code. Every visitor's first call reads it, so documents
 * are cached ready to send until a publish invalidates them (see createPageCache).
 */
export function createPageService(database: Database) {
  return createPageCache(database, async (pageCode: string): Promise<CachedPage> => {
    const page = await repo.findPage(database.db, pageCode);
    if (!page) throw new AppError('PAGE_NOT_FOUND', { field: 'pageCode' });
    return { page, document: new JsonDocument(JSON.stringify(page)) };
  });
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
