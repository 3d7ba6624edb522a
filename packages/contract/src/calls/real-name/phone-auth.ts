import { defineCall } from '../../call.ts';
import { ZRealNameIdentity, ZRealNameSummary } from './fields.ts';

/**
 * §7 `/realName/phoneAuth` (SM2): the phone three-element check (name + document + phone) at the
 * provider. It repeats every beforeAuth check, then asks the provider; only a match is stored:
 * the caller's earlier unfinished authentication is cancelled and a new one starts as
 * `phone_passed`, ready for the face check. A mismatch (400621, field `phone`) stores nothing
 * and never says which element was wrong. Counted per address and per user per day.
 */
export const realNamePhoneAuth = defineCall({
  method: 'POST',
  path: '/realName/phoneAuth',
  sealed: true,
  access: 'user',
  answers: ['REAL_NAME_MISMATCH'],
  request: ZRealNameIdentity,
  response: ZRealNameSummary,
});
