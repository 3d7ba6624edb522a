import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZFundSummary } from './fund-fields.ts';

/** §7 initFundList: every published fund with its latest net value, for the wealth list. */
export const initFundList = defineCall({
  method: 'POST',
  path: '/portal/fund/initFundList',
  sealed: true,
  request: z.object({ fundType: z.optional(ZText.check(z.maxLength(10))) }),
  response: z.object({ items: z.array(ZFundSummary) }),
});
