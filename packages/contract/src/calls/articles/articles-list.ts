import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ARTICLE_LIMITS, PUBLIC_PAGING, ZArticleKind, ZArticleList } from './article-fields.ts';

/**
 * §7 Content /api/articlesList: a published list by kind and column (image-text and text-list
 * columns, technology-finance and service cases), top items first, then newest.
 */
export const articlesList = defineCall({
  method: 'POST',
  path: '/api/articlesList',
  sealed: true,
  request: z.object({
    kind: ZArticleKind,
    column: z.optional(ZText.check(z.maxLength(ARTICLE_LIMITS.columnMax))),
    ...PUBLIC_PAGING,
  }),
  response: ZArticleList,
});
