import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compactToDashed,
  daysInMonth,
  dashedToCompact,
  isCompactDate,
  isDashedDate,
  isLeapYear,
  isRealDate,
} from '../src/validate/date.ts';

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const realDate = fc.date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true });
const compact = realDate.map((d) => `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`);

describe('calendar', () => {
  it('knows leap years', () => {
    expect([2000, 2024, 1904, 2400].map(isLeapYear)).toEqual([true, true, true, true]);
    expect([1900, 2023, 2100, 1800].map(isLeapYear)).toEqual([false, false, false, false]);
  });
  it('knows month lengths', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });
  it('agrees with the platform calendar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const date = new Date(0);
        date.setUTCFullYear(y, m - 1, d);
        const platform = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
        expect(isRealDate(y, m, d)).toBe(platform);
      }),
    );
  });
  it('rejects out-of-range parts', () => {
    expect(isRealDate(0, 1, 1)).toBe(false);
    expect(isRealDate(2024, 0, 1)).toBe(false);
    expect(isRealDate(2024, 13, 1)).toBe(false);
    expect(isRealDate(2024, 1, 0)).toBe(false);
    expect(isRealDate(2024, 1.5, 1)).toBe(false);
  });
});

describe('compactToDashed / dashedToCompact', () => {
  it('converts real dates', () => {
    expect(compactToDashed('20240229')).toBe('2024-02-29');
    expect(dashedToCompact('2024-02-29')).toBe('20240229');
    expect(isCompactDate('19991231')).toBe(true);
    expect(isDashedDate('1999-12-31')).toBe(true);
  });
  it.each(['', '2024022', '202402290', '20230229', '20241301', '20240431', '2024-02-29', 'abcdefgh', ' 20240229'])(
    'returns invalid compact input %j unchanged',
    (v) => {
      expect(compactToDashed(v)).toBe(v);
      expect(isCompactDate(v)).toBe(false);
    },
  );
  it.each(['', '2024-2-29', '2023-02-29', '20240229', '2024/02/29', '2024-02-29T00:00'])(
    'returns invalid dashed input %j unchanged',
    (v) => {
      expect(dashedToCompact(v)).toBe(v);
      expect(isDashedDate(v)).toBe(false);
    },
  );
  it('round-trips every real date', () => {
    fc.assert(
      fc.property(compact, (c) => {
        const dashed = compactToDashed(c);
        expect(dashed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(isDashedDate(dashed)).toBe(true);
        expect(dashedToCompact(dashed)).toBe(c);
      }),
    );
  });
  it('leaves any string that is not a real compact date unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (!isCompactDate(s)) expect(compactToDashed(s)).toBe(s);
        if (!isDashedDate(s)) expect(dashedToCompact(s)).toBe(s);
      }),
    );
  });
});
