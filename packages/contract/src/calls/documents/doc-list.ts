import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZDocCategory, ZDocSummary, ZPaging } from './fields.ts';
// open platform catalogue (issue 26)
import { ZOpenApiCode } from '../open-platform/catalogue/fields.ts';
// end open platform catalogue

/**
 * Published documents of /docCenter (manuals) or /netshield (key drivers), newest first within
 * the operators' order; `categories` narrows the list, `apiCode` to one API's files (issue 26).
 */
export const docList = defineCall({
  method: 'POST',
  path: '/yqzl/product/doc',
  sealed: true,
  request: z.object({
    categories: z.array(ZDocCategory).check(z.minLength(1), z.maxLength(4)),
    ...ZPaging,
    // open platform catalogue (issue 26): only the documents of this API of the catalogue
    apiCode: z.optional(ZOpenApiCode),
    // end open platform catalogue
  }),
  response: z.object({ total: z.int(), items: z.array(ZDocSummary) }),
});
