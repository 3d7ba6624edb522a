/**
 * Calendar dates as the bank sends them (yyyymmdd) and as the portal shows them (yyyy-mm-dd).
 *
 * Decision: the converters return invalid input unchanged rather than null. They are display
 * helpers; showing the server's raw value is more useful than an empty cell, and callers that
 * must reject bad dates use the `is...` predicates first.
 */

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real Gregorian date; month is 1-12. Year 0 is rejected (no such year on any document). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DASHED = /^(\d{4})-(\d{2})-(\d{2})$/;

function realParts(re: RegExp, value: string): [string, string, string] | null {
  const m = re.exec(value);
  if (!m) return null;
  const [, y = '', mo = '', d = ''] = m;
  return isRealDate(Number(y), Number(mo), Number(d)) ? [y, mo, d] : null;
}

/** yyyymmdd naming a real date. */
export function isCompactDate(value: string): boolean {
  return realParts(COMPACT, value) !== null;
}

/** yyyy-mm-dd naming a real date. */
export function isDashedDate(value: string): boolean {
  return realParts(DASHED, value) !== null;
}

/** `20240229` -> `2024-02-29`; anything else is returned unchanged. */
export function compactToDashed(value: string): string {
  const parts = realParts(COMPACT, value);
  return parts ? parts.join('-') : value;
}

/** `2024-02-29` -> `20240229`; anything else is returned unchanged. */
export function dashedToCompact(value: string): string {
  const parts = realParts(DASHED, value);
  return parts ? parts.join('') : value;
}
