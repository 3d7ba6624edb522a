import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ARTICLE_LIMITS, PUBLIC_PAGING, ZArticleList } from './article-fields.ts';

/** §7 Content /api/news: published news of one column (bank | industry; both when absent), top items first. */
export const news = defineCall({
  method: 'POST',
  path: '/api/news',
  sealed: true,
  request: z.object({ column: z.optional(ZText.check(z.maxLength(ARTICLE_LIMITS.columnMax))), ...PUBLIC_PAGING }),
  response: ZArticleList,
});
