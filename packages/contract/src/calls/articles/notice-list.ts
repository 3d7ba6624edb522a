import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ARTICLE_FIELD_MESSAGES, ARTICLE_LIMITS, PUBLIC_PAGING, ZArticleList } from './article-fields.ts';

/** §7 Content /portal/notice/getNoticeList: published notices with paging and an optional title keyword. */
export const getNoticeList = defineCall({
  method: 'POST',
  path: '/portal/notice/getNoticeList',
  sealed: true,
  request: z.object({
    title: z.optional(ZText.check(z.trim(), z.maxLength(ARTICLE_LIMITS.keywordMax, ARTICLE_FIELD_MESSAGES.keywordTooLong))),
    ...PUBLIC_PAGING,
  }),
  response: ZArticleList,
});
