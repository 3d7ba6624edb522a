import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { VALIDATION_MESSAGES } from '../../messages.ts';
import { isMobilePhone } from '../../validate/phone.ts';
import { ZSm2Field, ZSmsCode } from '../auth/fields.ts';

/** §7 `/efip/modifyPhone`: codes from the old phone and from the new one, both spent here. */
export const modifyPhone = defineCall({
  method: 'POST',
  path: '/efip/modifyPhone',
  sealed: true,
  access: 'user',
  request: z.object({
    oldPhoneCode: ZSmsCode,
    newPhone: z.string().check(z.refine(isMobilePhone, VALIDATION_MESSAGES.phone)),
    newPhoneCode: ZSmsCode,
  }),
  response: z.object({ phone: z.string() }),
});

/** §7 `/efip/modifyUserInfo`: the contact e-mail (name and phone have their own checks). */
export const modifyUserInfo = defineCall({
  method: 'POST',
  path: '/efip/modifyUserInfo',
  sealed: true,
  access: 'user',
  request: z.object({
    email: z.nullable(ZText.check(z.trim(), z.maxLength(80), z.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, '请输入正确的电子邮箱'))),
  }),
  response: z.object({ email: z.nullable(z.string()) }),
});

/** §7 `/efip/checkLoginPwd` (SM2): confirms the login password before a sensitive step. */
export const checkLoginPassword = defineCall({
  method: 'POST',
  path: '/efip/checkLoginPwd',
  sealed: true,
  access: 'user',
  request: z.object({ password: ZSm2Field }),
  response: z.object({ valid: z.boolean() }),
});

/**
 * §7 `/efip/cancelUser` (SM2): closes the account after the password and a code from the phone
 * on record. The user's links to enterprises end with it; the enterprises stay on record.
 */
export const cancelUser = defineCall({
  method: 'POST',
  path: '/efip/cancelUser',
  sealed: true,
  access: 'user',
  request: z.object({ password: ZSm2Field, smsCode: ZSmsCode, confirm: z.literal(true) }),
  response: z.object({ cancelled: z.boolean(), unlinkedEnterprises: z.array(z.string()) }),
});
