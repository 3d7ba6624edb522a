import { VALIDATION_MESSAGES } from '../messages.ts';
import { check, type Validation } from './result.ts';

/**
 * Hong Kong card (§5): one letter, 6-10 digits, an optional bracketed character.
 * Decision: the bracketed check character is one ASCII letter or digit, in ASCII or full-width
 * brackets, since customers type HKIDs as `A123456(7)` and Chinese IMEs produce `（7）`.
 */
export const HK_CARD_PATTERN = /^[A-Za-z]\d{6,10}(?:[(（][0-9A-Za-z][)）])?$/;

export function isHkCard(value: string): boolean {
  return HK_CARD_PATTERN.test(value);
}

export function validateHkCard(value: string): Validation {
  return check(isHkCard(value), VALIDATION_MESSAGES.hkCard);
}
