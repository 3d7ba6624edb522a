import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ARTICLE_LIMITS } from './article-fields.ts';

/** §7 Content /portal/notice/getSimpleNoticeList: the latest notices' titles and dates, for the home notice module. */
export const getSimpleNoticeList = defineCall({
  method: 'POST',
  path: '/portal/notice/getSimpleNoticeList',
  sealed: true,
  request: z.object({ size: z.nullish(z.int().check(z.gte(1), z.lte(ARTICLE_LIMITS.simpleMax))) }),
  response: z.object({
    list: z.array(z.object({ id: z.int(), title: z.string(), isTop: z.boolean(), publishedAt: z.string() })),
  }),
});
