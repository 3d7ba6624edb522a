import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { FOREX_PAGE_NO, FOREX_PAGE_SIZE } from '../../limits.ts';
import { ZForexQuote } from './forex-fields.ts';

/** §7 PMDQueryCur: the forex board (§9: page 1, size 100) and the time of the latest quote. */
export const pmdQueryCur = defineCall({
  method: 'POST',
  path: '/epsservice/PMDQueryCur',
  sealed: true,
  request: z.object({
    pageNo: z._default(z.int().check(z.minimum(1)), FOREX_PAGE_NO),
    pageSize: z._default(z.int().check(z.minimum(1), z.maximum(FOREX_PAGE_SIZE)), FOREX_PAGE_SIZE),
  }),
  response: z.object({
    total: z.int(),
    /** ISO time of the newest quote on the board; null while there is none. */
    quoteTime: z.nullable(z.string()),
    list: z.array(ZForexQuote),
  }),
});
