import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { PRODUCT_LIMITS, ZProductCard } from './fields.ts';

/** §7 queryProductListByIds: the published products among the given codes, in the order asked (unknown codes are left out). */
export const queryProductListByIds = defineCall({
  method: 'POST',
  path: '/customized/product/queryProductListByIds',
  sealed: true,
  request: z.object({
    productCodes: z.array(ZText.check(z.maxLength(PRODUCT_LIMITS.codeMax))).check(z.minLength(1), z.maxLength(PRODUCT_LIMITS.idsMax)),
  }),
  response: z.object({ items: z.array(ZProductCard) }),
});
