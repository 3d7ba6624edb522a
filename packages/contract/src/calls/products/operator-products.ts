import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZProductCode } from './fields.ts';
import { ZOperatorProductQuery, ZProductInput, ZProductRow, ZPublishStatus } from './operator-fields.ts';

/** Console: products in every state, by type, state and words, paged. */
export const operatorProductList = defineCall({
  method: 'POST',
  path: '/operator/products/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: ZOperatorProductQuery,
  response: z.object({ total: z.int(), items: z.array(ZProductRow) }),
});

/**
 * Console: creates (`isNew`, the code must be free) or changes a product. Its detail HTML is
 * sanitised (§5) before it is stored; a published product shows the change at once.
 */
export const operatorProductSave = defineCall({
  method: 'POST',
  path: '/operator/products/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.extend(ZProductInput, { isNew: z.boolean() }),
  response: z.object({ product: ZProductRow }),
});

/** Console: publishes a product, takes it off the portal (offline) or back to draft. */
export const operatorProductSetStatus = defineCall({
  method: 'POST',
  path: '/operator/products/setStatus',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ productCode: ZProductCode, status: ZPublishStatus }),
  response: z.object({ product: ZProductRow }),
});
