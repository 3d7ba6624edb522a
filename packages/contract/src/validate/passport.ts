import { VALIDATION_MESSAGES } from '../messages.ts';
import { check, type Validation } from './result.ts';

/** Passport (§5): 5-17 ASCII letters or digits. */
export const PASSPORT_PATTERN = /^[0-9A-Za-z]{5,17}$/;

export function isPassport(value: string): boolean {
  return PASSPORT_PATTERN.test(value);
}

export function validatePassport(value: string): Validation {
  return check(isPassport(value), VALIDATION_MESSAGES.passport);
}
