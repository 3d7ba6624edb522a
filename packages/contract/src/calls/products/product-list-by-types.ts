import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { PRODUCT_LIMITS, ZProductCard, ZProductType } from './fields.ts';

/** §7 productListByTypes: published products grouped by type (landing pages, product centre overview). */
export const productListByTypes = defineCall({
  method: 'POST',
  path: '/customized/product/productListByTypes',
  sealed: true,
  request: z.object({
    types: z.array(ZProductType).check(z.minLength(1), z.maxLength(PRODUCT_LIMITS.typesMax)),
    /** Cards per type, 6 by default. */
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(PRODUCT_LIMITS.perTypeMax))),
  }),
  response: z.object({
    groups: z.array(z.object({ type: z.string(), typeName: z.string(), total: z.int(), items: z.array(ZProductCard) })),
  }),
});
