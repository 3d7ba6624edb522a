import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZDocSummary, ZHighlighted, ZPaging, ZSearchKeyword } from './fields.ts';

/**
 * Keyword search of the document centre over titles, keywords and the documents' text. Words
 * separated by spaces must all occur. Each hit carries its title and a snippet of the text
 * around the first match, with the matched ranges to highlight.
 */
export const docKeywordSearch = defineCall({
  method: 'POST',
  path: '/yqzl/product/doc/keyword/search',
  sealed: true,
  request: z.object({ keyword: ZSearchKeyword, ...ZPaging }),
  response: z.object({
    total: z.int(),
    items: z.array(
      z.object({
        doc: ZDocSummary,
        title: ZHighlighted,
        snippet: ZHighlighted,
        /** Times the words occur in the document's text. */
        hits: z.int(),
      }),
    ),
  }),
});
