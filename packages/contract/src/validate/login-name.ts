import { VALIDATION_MESSAGES } from '../messages.ts';
import { check, type Validation } from './result.ts';

/**
 * User names chosen at registration: 6-20 characters, a letter first, then letters, digits or
 * underscores. A letter first keeps a user name from ever looking like a phone number, since
 * both are accepted in the same login field.
 */
export const LOGIN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{5,19}$/;

export function isLoginName(value: string): boolean {
  return LOGIN_NAME_PATTERN.test(value);
}

export function validateLoginName(value: string): Validation {
  return check(isLoginName(value), VALIDATION_MESSAGES.loginName);
}
