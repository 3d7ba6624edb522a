import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZDocCategory, ZDocSummary, ZPaging } from './fields.ts';

/**
 * Published documents of /docCenter (manuals) or /netshield (key drivers), newest first within
 * the operators' order; `categories` narrows the list.
 */
export const docList = defineCall({
  method: 'POST',
  path: '/yqzl/product/doc',
  sealed: true,
  request: z.object({
    categories: z.array(ZDocCategory).check(z.minLength(1), z.maxLength(4)),
    ...ZPaging,
  }),
  response: z.object({ total: z.int(), items: z.array(ZDocSummary) }),
});
