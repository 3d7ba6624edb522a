import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZLoginReply } from '../session/session-user.ts';
import { ZCaptchaVerification, ZRedirectUrl, ZSm2Field } from './fields.ts';

/** Password login (SM2): user name or phone, the password encrypted, and a passed captcha. */
export const passwordLogin = defineCall({
  method: 'POST',
  path: '/auth/efip/login',
  sealed: true,
  // An unknown user name or a wrong password: the form says so at the field.
  answers: ['LOGIN_FAILED'],
  request: z.object({
    loginName: ZText.check(z.trim(), z.minLength(1, '请输入用户名或手机号'), z.maxLength(40)),
    password: ZSm2Field,
    captchaVerification: ZCaptchaVerification,
    redirectUrl: ZRedirectUrl,
  }),
  response: ZLoginReply,
});
