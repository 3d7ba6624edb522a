import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZArticleId, ZArticleItem, ZArticleKind, ZArticleLink } from './article-fields.ts';

/**
 * One published item by id with its neighbours in the same list (same kind and column, in list
 * order). `kind` guards the detail route: a notice id under /newsDetail is not found.
 * Unpublished, future or missing rows are ARTICLE_NOT_FOUND.
 */
export const articleDetail = defineCall({
  method: 'POST',
  path: '/api/articleDetail',
  sealed: true,
  request: z.object({ id: ZArticleId, kind: z.optional(ZArticleKind) }),
  response: z.object({
    article: z.extend(ZArticleItem, { bodyHtml: z.string() }),
    /** The item above this one in the list (newer or pinned), and the one below. */
    prev: ZArticleLink,
    next: ZArticleLink,
  }),
});
