import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZCaptchaVerification, ZSm2Field } from '../auth/fields.ts';
import { ZStaffLoginReply } from './staff-member.ts';

/**
 * Staff login (SM2) at the separate staff login screen: login name, the password encrypted and
 * a passed slider check. Same lock rule as customers; the session is of kind `staff`.
 */
export const staffLogin = defineCall({
  method: 'POST',
  path: '/staff/auth/login',
  sealed: true,
  request: z.object({
    loginName: ZText.check(z.trim(), z.minLength(1, '请输入员工账号'), z.maxLength(40)),
    password: ZSm2Field,
    captchaVerification: ZCaptchaVerification,
  }),
  response: ZStaffLoginReply,
});
