import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { isMobilePhone } from '../../validate/phone.ts';
import { VALIDATION_MESSAGES } from '../../messages.ts';
import { ZLoginReply } from '../session/session-user.ts';
import { ZRedirectUrl, ZSmsCode } from './fields.ts';

/** SMS login (`phoneLoginCheck`): the code was sent behind a passed captcha. */
export const phoneLogin = defineCall({
  method: 'POST',
  path: '/auth/efip/phoneLoginCheck',
  sealed: true,
  request: z.object({
    phone: z.string().check(z.refine(isMobilePhone, VALIDATION_MESSAGES.phone)),
    smsCode: ZSmsCode,
    redirectUrl: ZRedirectUrl,
  }),
  response: ZLoginReply,
});
