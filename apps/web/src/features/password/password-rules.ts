import type { Rule } from 'antd/es/form';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { isPasswordRule1, isPasswordRule2, isPasswordRule3 } from '@portal/contract/validate/password';

/** The password rules of §5, each with the message the server gives for it. */
export const PASSWORD_RULES = {
  rule1: { test: isPasswordRule1, message: VALIDATION_MESSAGES.passwordRule1, maxLength: 16 },
  rule2: { test: isPasswordRule2, message: VALIDATION_MESSAGES.passwordRule2, maxLength: 15 },
  rule3: { test: isPasswordRule3, message: VALIDATION_MESSAGES.passwordRule3, maxLength: 15 },
} as const;

export type PasswordRuleName = keyof typeof PASSWORD_RULES;

/** Form rules of a new password under one of the §5 rules. */
export function newPasswordRules(rule: PasswordRuleName, requiredMessage: string): Rule[] {
  const { test, message } = PASSWORD_RULES[rule];
  return [
    { required: true, message: requiredMessage },
    { validator: (_r, value: string) => (!value || test(value) ? Promise.resolve() : Promise.reject(new Error(message))) },
  ];
}

/** The confirmation must repeat the field `of`. */
export function confirmRules(of: string, requiredMessage: string): Rule[] {
  return [
    { required: true, message: requiredMessage },
    ({ getFieldValue }) => ({
      validator: (_r, value: string) =>
        !value || value === getFieldValue(of) ? Promise.resolve() : Promise.reject(new Error(VALIDATION_MESSAGES.passwordConfirm)),
    }),
  ];
}
