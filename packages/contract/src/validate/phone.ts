import { PHONE_LENGTH } from '../limits.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { check, type Validation } from './result.ts';

/**
 * Mainland mobile numbers (§5): 11 digits, prefix 13x, 14x (limited), 15x-19x.
 *
 * Decision on 14x: only 145-149 are accepted. Those are the 11-digit blocks issued to
 * subscribers (145/146 China Unicom, 147/148 China Mobile, 149 China Telecom); 140, 141 and
 * 144 are 13-digit IoT blocks and 142/143 are unassigned, so none can receive an SMS code.
 * The other second digits accept every third digit, as the spec says; a future block in 16x
 * or 19x must not lock customers out of login.
 */
export const MOBILE_PHONE_PATTERN = /^1(?:3\d|4[5-9]|[5-9]\d)\d{8}$/;

/** §9 "phone pattern": any 11 digits starting with 1 (the feedback form's looser rule). */
export const LOOSE_PHONE_PATTERN = /^1\d{10}$/;

export function isMobilePhone(value: string): boolean {
  return MOBILE_PHONE_PATTERN.test(value);
}

export function isLoosePhone(value: string): boolean {
  return LOOSE_PHONE_PATTERN.test(value);
}

export function validateMobilePhone(value: string): Validation {
  return check(isMobilePhone(value), VALIDATION_MESSAGES.phone);
}

/** Keeps only ASCII digits, at most 11, as the feedback form's phone input does while typing. */
export function filterPhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}
