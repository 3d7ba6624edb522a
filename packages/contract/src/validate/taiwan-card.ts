import { VALIDATION_MESSAGES } from '../messages.ts';
import { check, type Validation } from './result.ts';

/** Taiwan card (§5): 8 digits, or 10 letters/digits, or 18 digits. */
export const TAIWAN_CARD_PATTERN = /^(?:\d{8}|[0-9A-Za-z]{10}|\d{18})$/;

export function isTaiwanCard(value: string): boolean {
  return TAIWAN_CARD_PATTERN.test(value);
}

export function validateTaiwanCard(value: string): Validation {
  return check(isTaiwanCard(value), VALIDATION_MESSAGES.taiwanCard);
}
