import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSm2Field } from '../auth/fields.ts';

/**
 * `/realName/sendPhoneCode` (SM2, issue 35): sends a `real_name` code to the phone of step 1, which
 * proves that the person holds it. Needed when the phone is not the account's own; the usual SMS
 * limits apply (per customer, address and phone). The phone travels SM2-encrypted like step 1's.
 */
export const sendRealNamePhoneCode = defineCall({
  method: 'POST',
  path: '/realName/sendPhoneCode',
  sealed: true,
  access: 'user',
  request: z.object({ phone: ZSm2Field }),
  response: z.object({ resendAfter: z.int(), expiresIn: z.int() }),
});
