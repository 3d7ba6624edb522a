import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { LIST_PAGE_SIZE } from '../../limits.ts';
import { PRODUCT_LIMITS, ZProductCard, ZProductType } from './fields.ts';

/** §7 productList: published products, paged (§9 list size 10), by type and words in name, summary or tags. */
export const productList = defineCall({
  method: 'POST',
  path: '/customized/product/productList',
  sealed: true,
  request: z.object({
    type: z.optional(ZProductType),
    keyword: z.optional(
      ZText.check(z.trim(), z.maxLength(PRODUCT_LIMITS.keywordMax, `搜索内容不能超过${PRODUCT_LIMITS.keywordMax}个字`)),
    ),
    pageNo: z._default(z.int().check(z.minimum(1)), 1),
    pageSize: z._default(z.int().check(z.minimum(1), z.maximum(50)), LIST_PAGE_SIZE),
  }),
  response: z.object({ total: z.int(), pageNo: z.int(), pageSize: z.int(), items: z.array(ZProductCard) }),
});
