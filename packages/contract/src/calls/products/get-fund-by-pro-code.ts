import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZFundCode, ZFundRange, ZFundSummary, ZNavPoint } from './fund-fields.ts';

/**
 * §7 getFundByProCode: a fund, its facts and its daily net values over the chosen range
 * (counted back from its latest net value), oldest first, with the range's return.
 */
export const getFundByProCode = defineCall({
  method: 'POST',
  path: '/portal/fund/getFundByProCode',
  sealed: true,
  request: z.object({ proCode: ZFundCode, range: z._default(ZFundRange, '3m') }),
  response: z.object({
    fund: z.extend(ZFundSummary, { manager: z.string(), establishedOn: z.nullable(z.string()), summary: z.string() }),
    range: z.string(),
    /** Growth of the accumulated net value over the range, percent with 2 places. */
    rangeReturnPct: z.nullable(z.string()),
    navs: z.array(ZNavPoint),
  }),
});
