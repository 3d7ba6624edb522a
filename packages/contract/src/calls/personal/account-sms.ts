import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { VALIDATION_MESSAGES } from '../../messages.ts';
import { isMobilePhone } from '../../validate/phone.ts';

const ZSmsSent = z.object({
  resendAfter: z.int(),
  expiresIn: z.int(),
  /** Where the code went, masked. */
  phone: z.string(),
});

/**
 * §7 `/efip/sendSmsCode`: a code to the phone on record of the logged-in user, to prove it is
 * them before a phone change or a cancellation. No slider check: the session proves a person.
 */
export const sendAccountSmsCode = defineCall({
  method: 'POST',
  path: '/efip/sendSmsCode',
  sealed: true,
  access: 'user',
  request: z.object({ type: z.enum(['modify_phone', 'cancel_user']) }),
  response: ZSmsSent,
});

/** §7 `/efip/getSMSVerificationCode`: a code to the new phone of a phone change. */
export const sendNewPhoneSmsCode = defineCall({
  method: 'POST',
  path: '/efip/getSMSVerificationCode',
  sealed: true,
  access: 'user',
  request: z.object({ phone: z.string().check(z.refine(isMobilePhone, VALIDATION_MESSAGES.phone)) }),
  response: ZSmsSent,
});
