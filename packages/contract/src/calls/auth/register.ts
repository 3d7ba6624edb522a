import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { REGISTER_APP_ID } from '../../limits.ts';
import { VALIDATION_MESSAGES } from '../../messages.ts';
import { isCreditCode } from '../../validate/credit-code.ts';
import { isLoginName } from '../../validate/login-name.ts';
import { isMobilePhone } from '../../validate/phone.ts';
import { ZLoginReply, ZUserType } from '../session/session-user.ts';
import { ZSmsCode, ZSm2Field } from './fields.ts';

/**
 * Registration as an individual or for an enterprise (SM2). The password (rule 1) is checked
 * after decryption on the server. A successful registration logs the new user in.
 */
export const register = defineCall({
  method: 'POST',
  path: '/auth/service/register',
  sealed: true,
  request: z.object({
    appId: z.literal(REGISTER_APP_ID),
    userType: ZUserType,
    loginName: z.string().check(z.refine(isLoginName, VALIDATION_MESSAGES.loginName)),
    realName: ZText.check(z.trim(), z.minLength(2, VALIDATION_MESSAGES.realName), z.maxLength(30, VALIDATION_MESSAGES.realName)),
    phone: z.string().check(z.refine(isMobilePhone, VALIDATION_MESSAGES.phone)),
    smsCode: ZSmsCode,
    password: ZSm2Field,
    enterpriseName: z.optional(
      ZText.check(z.trim(), z.minLength(2, VALIDATION_MESSAGES.enterpriseName), z.maxLength(60, VALIDATION_MESSAGES.enterpriseName)),
    ),
    creditCode: z.optional(z.string().check(z.toUpperCase(), z.refine(isCreditCode, VALIDATION_MESSAGES.creditCode))),
  }),
  response: ZLoginReply,
});
