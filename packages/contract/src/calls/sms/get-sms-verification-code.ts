import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZAnonymousSmsPurpose, ZSmsPhone } from './fields.ts';

/**
 * §7 Captcha and SMS: sends a code to a visitor's phone. `captchaVerification` is what a passed
 * slider check yields; it is optional here only so that a missing one gets the coded "complete
 * the verification first" error rather than a generic validation error.
 */
export const getSmsVerificationCode = defineCall({
  method: 'POST',
  path: '/auth/common/getSMSVerificationCode',
  sealed: true,
  request: z.object({
    phone: ZSmsPhone,
    type: ZAnonymousSmsPurpose,
    terminalName: z.optional(ZText.check(z.maxLength(16))),
    captchaVerification: z.optional(ZText.check(z.maxLength(512))),
  }),
  response: z.object({
    /** Seconds before another code may be requested (the button's countdown). */
    resendAfter: z.int(),
    /** Seconds the code stays valid. */
    expiresIn: z.int(),
  }),
});
