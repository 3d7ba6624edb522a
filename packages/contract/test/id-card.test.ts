import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../src/messages.ts';
import {
  isMainlandIdCard,
  mainlandIdCheckDigit,
  mainlandIdChecksumOk,
  validateMainlandIdCard,
} from '../src/validate/id-card.ts';

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** 17 leading characters: region, a real birth date between 1800 and 2099, sequence. */
const first17 = fc
  .record({
    region: fc.integer({ min: 100000, max: 999999 }),
    date: fc.date({ min: new Date(Date.UTC(1800, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }),
    seq: fc.integer({ min: 0, max: 999 }),
  })
  .map(
    ({ region, date, seq }) =>
      `${region}${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}${pad(seq, 3)}`,
  );
const validId = first17.map((head) => head + (mainlandIdCheckDigit(head) ?? ''));

describe('isMainlandIdCard (spec pattern + real calendar date)', () => {
  it.each([
    '11010519491231002X',
    '11010519491231002x',
    '440524188001010014',
    '110101200002290012', // 29 Feb 2000 (leap: divisible by 400), wrong check digit is allowed here
    '110101209912310010',
  ])('accepts %s', (id) => expect(isMainlandIdCard(id)).toBe(true));

  it.each([
    ['empty', ''],
    ['17 characters', '11010519491231002'],
    ['19 characters', '11010519491231002X1'],
    ['leading zero', '01010519491231002X'],
    ['century 17', '110105174912310021'],
    ['century 21', '110105214912310021'],
    ['month 00', '110105194900310021'],
    ['month 13', '110105194913310021'],
    ['day 00', '110105194912000021'],
    ['day 32', '110105194912320021'],
    ['31 April', '110105194904310021'],
    ['29 Feb 1900 (not leap: divisible by 100)', '110105190002290021'],
    ['29 Feb 2023', '110105202302290021'],
    ['30 Feb 2024', '110105202402300021'],
    ['letter inside', '1101051949123100AX'],
    ['final Y', '11010519491231002Y'],
    ['spaces', '110105 19491231002X'],
    ['full-width digits', '１１０１０５１９４９１２３１００２Ｘ'],
  ])('rejects %s', (_why, id) => expect(isMainlandIdCard(id)).toBe(false));

  it('accepts 29 Feb in leap years only', () => {
    expect(isMainlandIdCard('110105202402290021')).toBe(true);
    expect(isMainlandIdCard('110105190402290021')).toBe(true);
    expect(isMainlandIdCard('110105210002290021')).toBe(false);
  });

  it('accepts every generated number with a real date', () => {
    fc.assert(
      fc.property(validId, (id) => {
        expect(isMainlandIdCard(id)).toBe(true);
      }),
    );
  });

  it('does not check the check digit', () => {
    fc.assert(
      fc.property(first17, fc.constantFrom(...'0123456789X'), (head, last) => {
        expect(isMainlandIdCard(head + last)).toBe(true);
      }),
    );
  });
});

describe('mainlandIdChecksumOk (ISO 7064 MOD 11-2)', () => {
  it('accepts published examples', () => {
    expect(mainlandIdChecksumOk('11010519491231002X')).toBe(true);
    expect(mainlandIdChecksumOk('11010519491231002x')).toBe(true);
    expect(mainlandIdChecksumOk('440524188001010014')).toBe(true);
  });

  it('rejects a wrong check digit and malformed input', () => {
    expect(mainlandIdChecksumOk('110105194912310020')).toBe(false);
    expect(mainlandIdChecksumOk('11010519491231002')).toBe(false);
    expect(mainlandIdChecksumOk('1101051949123100AX')).toBe(false);
    expect(mainlandIdChecksumOk('')).toBe(false);
  });

  it('computes check digits', () => {
    expect(mainlandIdCheckDigit('11010519491231002')).toBe('X');
    expect(mainlandIdCheckDigit('44052418800101001')).toBe('4');
    expect(mainlandIdCheckDigit('1234')).toBeNull();
  });

  it('accepts exactly one of the eleven possible last characters', () => {
    fc.assert(
      fc.property(first17, (head) => {
        const ok = [...'0123456789X'].filter((c) => mainlandIdChecksumOk(head + c));
        expect(ok).toEqual([mainlandIdCheckDigit(head)]);
      }),
    );
  });

  it('detects every single-digit substitution', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (id, pos, delta) => {
        const changed = (Number(id[pos]) + delta) % 10;
        const mutated = id.slice(0, pos) + String(changed) + id.slice(pos + 1);
        expect(mainlandIdChecksumOk(mutated)).toBe(false);
      }),
    );
  });
});

describe('validateMainlandIdCard', () => {
  it('reports the pattern message, and the checksum message only when asked', () => {
    expect(validateMainlandIdCard('123')).toEqual({ ok: false, message: VALIDATION_MESSAGES.mainlandIdCard });
    expect(validateMainlandIdCard('110105194912310020')).toEqual({ ok: true });
    expect(validateMainlandIdCard('110105194912310020', { checksum: true })).toEqual({
      ok: false,
      message: VALIDATION_MESSAGES.mainlandIdChecksum,
    });
    expect(validateMainlandIdCard('11010519491231002X', { checksum: true })).toEqual({ ok: true });
  });
});
