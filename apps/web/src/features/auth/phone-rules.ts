import type { Rule } from 'antd/es/form';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { isMobilePhone } from '@portal/contract/validate/phone';

/** The same phone rule as the server's (§5), checked as the user leaves the field. */
export const phoneRules: Rule[] = [
  { required: true, message: '请输入手机号' },
  { validator: (_r, value: string) => (!value || isMobilePhone(value) ? Promise.resolve() : Promise.reject(new Error(VALIDATION_MESSAGES.phone))) },
];

export const smsCodeRules: Rule[] = [
  { required: true, message: '请输入短信验证码' },
  { pattern: /^\d{6}$/, message: VALIDATION_MESSAGES.smsCode },
];

/** Keeps only digits as the user types a phone or a code. */
export const digitsOnly = (e: { target: { value: string } }) => e.target.value.replace(/\D/g, '');
