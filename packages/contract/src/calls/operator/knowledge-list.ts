import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { KB_LIMITS, ZKbEntry } from './knowledge-fields.ts';

/** Operators' knowledge-base list: search by words (id, question, phrasings, answer), category and state, with paging. */
export const knowledgeList = defineCall({
  method: 'POST',
  path: '/operator/knowledge/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    keyword: z.optional(ZText.check(z.trim(), z.maxLength(KB_LIMITS.keywordMax, `搜索内容不能超过${KB_LIMITS.keywordMax}个字`))),
    category: z.optional(ZText.check(z.maxLength(KB_LIMITS.categoryMax))),
    state: z.optional(z.enum(['all', 'enabled', 'disabled'])),
    pageNo: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1), z.maximum(KB_LIMITS.pageSizeMax)),
  }),
  response: z.object({
    total: z.int(),
    items: z.array(ZKbEntry),
    /** Every category in use, for the filter and the editor. */
    categories: z.array(z.string()),
  }),
});
