import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSearchKeyword } from './fields.ts';

/** Suggestions while typing in the document centre: titles, keywords and chapter headings containing the text. */
export const docFuzzySearch = defineCall({
  method: 'POST',
  path: '/yqzl/product/doc/fuzzy/search',
  sealed: true,
  request: z.object({ keyword: ZSearchKeyword }),
  response: z.object({ suggestions: z.array(z.string()) }),
});
