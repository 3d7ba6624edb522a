import { VALIDATION_MESSAGES } from '../messages.ts';
import { check, type Validation } from './result.ts';

/**
 * Official/military card (§5), e.g. `南字第12345678号`: one Chinese character, the fixed word
 * 字第, 4-8 ASCII letters or digits, an optional 号. "Chinese character" is any Han-script code
 * point, so rare characters outside the old \u4e00-\u9fa5 block are accepted too.
 */
export const OFFICIAL_CARD_PATTERN = /^\p{Script=Han}字第[0-9A-Za-z]{4,8}号?$/u;

export function isOfficialCard(value: string): boolean {
  return OFFICIAL_CARD_PATTERN.test(value);
}

export function validateOfficialCard(value: string): Validation {
  return check(isOfficialCard(value), VALIDATION_MESSAGES.officialCard);
}
