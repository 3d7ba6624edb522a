import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZArticleAdmin, ZArticleId } from './article-fields.ts';

/**
 * Publish (visible from its publish time, now when it has none) or take offline. Visitors see
 * only published rows whose publish time has come.
 */
export const operatorArticleSetStatus = defineCall({
  method: 'POST',
  path: '/operator/articles/setStatus',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZArticleId, status: z.enum(['published', 'offline']) }),
  response: z.object({ article: ZArticleAdmin }),
});

/** Deletes an item for good; the audit log keeps what it was. */
export const operatorArticleDelete = defineCall({
  method: 'POST',
  path: '/operator/articles/delete',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZArticleId }),
  response: z.object({ id: z.int() }),
});
