import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZAnonymousSmsPurpose, ZSmsCodeValue, ZSmsPhone } from './fields.ts';

/**
 * §7 Captcha and SMS: checks a code before the next step of a multi-step form. The code is not
 * spent: the final call of the flow presents it again and consumes it. Wrong entries count.
 */
export const verifySmsVerificationCode = defineCall({
  method: 'POST',
  path: '/auth/common/verifySMSVerificationCode',
  sealed: true,
  request: z.object({
    phone: ZSmsPhone,
    type: ZAnonymousSmsPurpose,
    code: ZSmsCodeValue,
  }),
  response: z.object({ valid: z.boolean() }),
});
