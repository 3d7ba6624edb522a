import { sanitizeHtml } from '@portal/contract/sanitize';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createReadThroughCache } from '../../lib/read-through-cache.ts';
import * as repo from './repo.ts';

export interface Disclaimer {
  msgId: string;
  title: string;
  content: string;
  updatedAt: string;
}

/**
 * Agreements by id. Every visitor of a guarded page reads one, so they are cached like page
 * documents; the content was sanitised when stored and is sanitised once more on the way out.
 */
export function createDisclaimerService(db: Db, options: { ttlMs: number }) {
  return createReadThroughCache(async (msgId: string): Promise<Disclaimer> => {
    const row = await repo.findDisclaimer(db, msgId);
    if (!row) throw new AppError('DISCLAIMER_NOT_FOUND', { field: 'msgId' });
    return { msgId: row.msgId, title: row.title, content: sanitizeHtml(row.content), updatedAt: row.updatedAt.toISOString() };
  }, options);
}

/** What a disclaimer may store: its HTML passes the same sanitiser the browser applies (§5). */
export function sanitizeDisclaimer<T extends { content: string }>(row: T): T {
  return { ...row, content: sanitizeHtml(row.content) };
}
