import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { PRODUCT_LIMITS, ZProductDetail } from './fields.ts';

/** §7 productQuery: one published product's detail by its code. */
export const productQuery = defineCall({
  method: 'POST',
  path: '/customized/product/productQuery',
  sealed: true,
  request: z.object({ productCode: ZText.check(z.trim(), z.minLength(1, '请提供产品编号'), z.maxLength(PRODUCT_LIMITS.codeMax)) }),
  response: z.object({ product: ZProductDetail, related: z.array(z.object({ productCode: z.string(), name: z.string() })) }),
});
