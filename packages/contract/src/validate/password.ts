import {
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../limits.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { check, type Validation } from './result.ts';

/** Symbols of password rule 1. */
export const PASSWORD_RULE1_SYMBOLS = "~!@#$%^&*,./;'";
/** Symbols of password rule 3. */
export const PASSWORD_RULE3_SYMBOLS = '!@#$%^&*_+=-';

const inLength = (value: string, min: number, max: number): boolean =>
  value.length >= min && value.length <= max;
const onlyFrom = (value: string, allowed: string): boolean => [...value].every((c) => allowed.includes(c));
const has = (value: string, chars: string): boolean => [...value].some((c) => chars.includes(c));

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTERS = LOWER + UPPER;

/**
 * Rule 1: 6-16 characters, at least one digit, one letter and one of ~!@#$%^&*,./;' and
 * nothing else (no spaces, no other symbols, no full-width characters).
 */
export function isPasswordRule1(value: string): boolean {
  return (
    inLength(value, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH) &&
    onlyFrom(value, DIGITS + LETTERS + PASSWORD_RULE1_SYMBOLS) &&
    has(value, DIGITS) &&
    has(value, LETTERS) &&
    has(value, PASSWORD_RULE1_SYMBOLS)
  );
}

/** Rule 2 (new password): 8-15 letters and digits only, at least one of each. */
export function isPasswordRule2(value: string): boolean {
  return (
    inLength(value, NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_MAX_LENGTH) &&
    onlyFrom(value, DIGITS + LETTERS) &&
    has(value, DIGITS) &&
    has(value, LETTERS)
  );
}

/**
 * Rule 3 (new rule): 8-15 characters from digits, lower case, upper case and !@#$%^&*_+=-,
 * with at least two of those four kinds.
 */
export function isPasswordRule3(value: string): boolean {
  if (!inLength(value, NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_MAX_LENGTH)) return false;
  if (!onlyFrom(value, DIGITS + LETTERS + PASSWORD_RULE3_SYMBOLS)) return false;
  const kinds = [DIGITS, LOWER, UPPER, PASSWORD_RULE3_SYMBOLS].filter((k) => has(value, k)).length;
  return kinds >= 2;
}

export function validatePasswordRule1(value: string): Validation {
  return check(isPasswordRule1(value), VALIDATION_MESSAGES.passwordRule1);
}

export function validatePasswordRule2(value: string): Validation {
  return check(isPasswordRule2(value), VALIDATION_MESSAGES.passwordRule2);
}

export function validatePasswordRule3(value: string): Validation {
  return check(isPasswordRule3(value), VALIDATION_MESSAGES.passwordRule3);
}
