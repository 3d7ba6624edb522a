import { VALIDATION_MESSAGES } from '../messages.ts';
import { isRealDate } from './date.ts';
import { check, type Validation } from './result.ts';

/**
 * Mainland resident ID card (18 digits) per spec §5: non-zero first digit, 6-digit region,
 * century 18/19/20, valid month and day, 3-digit sequence, final digit or X/x.
 *
 * Decision: `isMainlandIdCard` is the spec's rule plus a real-calendar check (no 0230, leap
 * years honoured) and does NOT verify the check digit, because the portal being replaced
 * accepted such numbers and the bank's records can hold them. The ISO 7064 MOD 11-2 check is
 * `mainlandIdChecksumOk`, for callers that want the stricter test (e.g. new registrations).
 */
export const MAINLAND_ID_PATTERN =
  /^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

export function isMainlandIdCard(value: string): boolean {
  if (!MAINLAND_ID_PATTERN.test(value)) return false;
  return isRealDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)));
}

/** GB 11643 weights: 2^(17-i) mod 11 for positions 0..16. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Check character indexed by (weighted sum mod 11). */
const CHECK_CHARS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character ('0'-'9' or 'X') of 17 digits, or null if not 17 digits. */
export function mainlandIdCheckDigit(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? null;
}

/** True when an 18-character number's last character is its MOD 11-2 check character (x = X). */
export function mainlandIdChecksumOk(value: string): boolean {
  if (value.length !== 18) return false;
  const expected = mainlandIdCheckDigit(value.slice(0, 17));
  return expected !== null && expected === value.slice(17).toUpperCase();
}

export function validateMainlandIdCard(value: string, options: { checksum?: boolean } = {}): Validation {
  if (!isMainlandIdCard(value)) return check(false, VALIDATION_MESSAGES.mainlandIdCard);
  return check(!options.checksum || mainlandIdChecksumOk(value), VALIDATION_MESSAGES.mainlandIdChecksum);
}
