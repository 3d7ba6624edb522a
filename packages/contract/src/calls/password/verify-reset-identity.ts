import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSmsCode } from '../auth/fields.ts';
import { ZSmsPhone } from '../sms/fields.ts';
import { ZResetLoginName } from './fields.ts';

/**
 * Step 1 of the SMS password reset (§2 /resetPassword): the account, its phone and the code
 * sent to that phone (purpose reset_password). The code is checked, not spent: step 2 presents
 * it again with the new password.
 */
export const verifyResetIdentity = defineCall({
  method: 'POST',
  path: '/pwd/resetPassword/verifyIdentity',
  sealed: true,
  request: z.object({ loginName: ZResetLoginName, phone: ZSmsPhone, smsCode: ZSmsCode }),
  response: z.object({ verified: z.boolean() }),
});
