import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/**
 * Sends the code of `modifyPasswordNew` to the phone on record of the logged-in user (purpose
 * modify_password). No slider check: the session already proves a person is there.
 */
export const getModifyPasswordSmsCode = defineCall({
  method: 'POST',
  path: '/pwd/modifyPasswordNew/getSMSVerificationCode',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({
    /** Seconds before another code may be requested. */
    resendAfter: z.int(),
    expiresIn: z.int(),
    /** The phone the code went to, masked. */
    phone: z.string(),
  }),
});
