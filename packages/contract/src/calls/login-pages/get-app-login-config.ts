import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZRedirectUrl } from '../auth/fields.ts';

/**
 * Whether the customer-service widget shows for a tab that arrived with this return address
 * (§7 getAppLoginConfig → data.showCustomer, §2 widget visibility).
 */
export const getAppLoginConfig = defineCall({
  method: 'POST',
  path: '/loginPage/getAppLoginConfig',
  sealed: true,
  request: z.object({ redirectUrl: ZRedirectUrl }),
  response: z.object({ showCustomer: z.boolean() }),
});
