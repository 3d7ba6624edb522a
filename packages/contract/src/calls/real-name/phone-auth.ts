import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSmsCodeValue } from '../sms/fields.ts';
import { ZRealNameIdentity, ZRealNameSummary } from './fields.ts';

/**
 * §7 `/realName/phoneAuth` (SM2): the phone three-element check (name + document + phone) at the
 * provider. It repeats every beforeAuth check, then asks the provider; only a match is stored:
 * the caller's earlier unfinished authentication is cancelled and a new one starts as
 * `phone_passed`, ready for the face check. A mismatch (400621, field `phone`) stores nothing
 * and never says which element was wrong. Counted per address and per user per day.
 * A phone other than the account's own must be proven first (issue 35): `smsCode` is the code
 * sent to it for `real_name`; without it 400625, a wrong one the SMS errors, all at `smsCode`.
 */
export const realNamePhoneAuth = defineCall({
  method: 'POST',
  path: '/realName/phoneAuth',
  sealed: true,
  access: 'user',
  answers: ['REAL_NAME_MISMATCH'],
  request: z.extend(ZRealNameIdentity, { smsCode: z.optional(ZSmsCodeValue) }),
  response: ZRealNameSummary,
});
