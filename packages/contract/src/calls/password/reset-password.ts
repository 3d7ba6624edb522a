import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSm2Field, ZSmsCode } from '../auth/fields.ts';
import { ZSmsPhone } from '../sms/fields.ts';
import { ZResetLoginName } from './fields.ts';

/**
 * §7 Password (SM2) `/pwd/resetPassword`: the new login password (rule 1) for an account whose
 * phone received the reset code. Spends the code, ends every session of the user and clears a
 * lock left by wrong passwords.
 */
export const resetPassword = defineCall({
  method: 'POST',
  path: '/pwd/resetPassword',
  sealed: true,
  request: z.object({ loginName: ZResetLoginName, phone: ZSmsPhone, smsCode: ZSmsCode, newPassword: ZSm2Field }),
  response: z.object({ reset: z.boolean() }),
});
