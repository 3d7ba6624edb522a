import { VALIDATION_MESSAGES } from '../messages.ts';
import { check, type Validation } from './result.ts';

/** GB 32100-2015 unified social credit code alphabet (no I, O, S, V, Z). */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** 18 characters of the code alphabet whose last character is the weighted mod-31 check. */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(value[i]!) * WEIGHTS[i]!;
  const expected = ALPHABET[(31 - (sum % 31)) % 31];
  return value[17] === expected;
}

export function validateCreditCode(value: string): Validation {
  return check(isCreditCode(value.toUpperCase()), VALIDATION_MESSAGES.creditCode);
}
