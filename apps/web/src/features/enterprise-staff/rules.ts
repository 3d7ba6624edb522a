import type { Rule } from 'antd/es/form';
import { STAFF_MESSAGES } from '@portal/contract/calls/inquirers/fields';
import { isLoginName } from '@portal/contract/validate/login-name';
import { isMobilePhone } from '@portal/contract/validate/phone';
import { STAFF_TEXTS as T } from './texts.ts';

const check = (ok: (v: string) => boolean, message: string): Rule => ({
  validator: (_r, value: string | undefined) => (!value || ok(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message))),
});

/** The same rules as the contract's (the server checks again). */
export const STAFF_RULES = {
  userAccount: [{ required: true, whitespace: true, message: T.required.userAccount }, check(isLoginName, STAFF_MESSAGES.userAccount)] as Rule[],
  phone: [{ required: true, message: T.required.phone }, check(isMobilePhone, STAFF_MESSAGES.phone)] as Rule[],
  userName: [{ required: true, whitespace: true, message: T.required.userName }, { max: 30, message: STAFF_MESSAGES.userName }] as Rule[],
  note: [{ max: 100, message: STAFF_MESSAGES.note }] as Rule[],
  reason: [{ required: true, whitespace: true, message: T.required.reason }, { max: 100, message: STAFF_MESSAGES.reason }] as Rule[],
};
