import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSm2Field, ZSmsCode } from '../auth/fields.ts';

/**
 * §7 Password (SM2) `/pwd/modifyPasswordNew`: a new login password (rule 3) confirmed by an SMS
 * code to the phone on record instead of the old password. Other sessions of the user end with
 * reason PASSWORD_CHANGED; this one stays.
 */
export const modifyPasswordNew = defineCall({
  method: 'POST',
  path: '/pwd/modifyPasswordNew',
  sealed: true,
  access: 'user',
  request: z.object({ smsCode: ZSmsCode, newPassword: ZSm2Field }),
  response: z.object({ changed: z.boolean() }),
});
