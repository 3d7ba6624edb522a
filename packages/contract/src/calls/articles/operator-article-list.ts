import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ARTICLE_FIELD_MESSAGES, ARTICLE_LIMITS, ZArticleAdmin, ZArticleKind, ZArticleStatus } from './article-fields.ts';

/** The console's list: every state, filtered by kind, column, status and a title/summary keyword. */
export const operatorArticleList = defineCall({
  method: 'POST',
  path: '/operator/articles/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    kind: z.optional(ZArticleKind),
    column: z.optional(ZText.check(z.maxLength(ARTICLE_LIMITS.columnMax))),
    status: z.optional(ZArticleStatus),
    keyword: z.optional(ZText.check(z.trim(), z.maxLength(ARTICLE_LIMITS.keywordMax, ARTICLE_FIELD_MESSAGES.keywordTooLong))),
    pageNo: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1), z.maximum(100)),
  }),
  response: z.object({ total: z.int(), items: z.array(ZArticleAdmin) }),
});
