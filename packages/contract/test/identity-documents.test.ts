import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../src/messages.ts';
import { isHkCard, validateHkCard } from '../src/validate/hk-card.ts';
import { isHouseholdBooklet, validateHouseholdBooklet } from '../src/validate/household-booklet.ts';
import { isOfficialCard, validateOfficialCard } from '../src/validate/official-card.ts';
import { isPassport, validatePassport } from '../src/validate/passport.ts';
import { isTaiwanCard, validateTaiwanCard } from '../src/validate/taiwan-card.ts';

describe('isHkCard: one letter, 6-10 digits, optional bracketed character', () => {
  it.each(['A123456', 'a123456', 'Z1234567890', 'A123456(7)', 'A123456(A)', 'C668668(9)', 'A123456（3）'])(
    'accepts %s',
    (v) => expect(isHkCard(v)).toBe(true),
  );
  it.each(['', '123456', 'A12345', 'A12345678901', 'AB123456', 'A123456()', 'A123456(12)', 'A123456 (7)', 'A123456(7', 'A123456[7]'])(
    'rejects %s',
    (v) => expect(isHkCard(v)).toBe(false),
  );
  it('has a message', () => expect(validateHkCard('x')).toEqual({ ok: false, message: VALIDATION_MESSAGES.hkCard }));
});

describe('isTaiwanCard: 8 digits, 10 alphanumerics or 18 digits', () => {
  it.each(['12345678', 'A123456789', '0123456789', 'abcdefghij', '123456789012345678'])('accepts %s', (v) =>
    expect(isTaiwanCard(v)).toBe(true),
  );
  it.each(['', '1234567', '123456789', 'A1234567', 'A12345678901', '12345678901234567', '1234567890123456789', 'A12345678X123456789', '1234-5678'])(
    'rejects %s',
    (v) => expect(isTaiwanCard(v)).toBe(false),
  );
  it('has a message', () => expect(validateTaiwanCard('')).toEqual({ ok: false, message: VALIDATION_MESSAGES.taiwanCard }));
});

describe('isPassport: 5-17 letters or digits', () => {
  it.each(['E1234', 'E12345678', 'G12345678', 'ABCDEFGHIJKLMNOPQ', '12345'])('accepts %s', (v) =>
    expect(isPassport(v)).toBe(true),
  );
  it.each(['', 'E123', 'ABCDEFGHIJKLMNOPQR', 'E1234 5678', 'E-1234567', '护照12345'])('rejects %s', (v) =>
    expect(isPassport(v)).toBe(false),
  );
  it('accepts any alphanumeric string of length 5-17', () => {
    const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
    fc.assert(
      fc.property(fc.string({ unit: alnum, minLength: 5, maxLength: 17 }), (v) => {
        expect(isPassport(v)).toBe(true);
      }),
    );
  });
  it('has a message', () => expect(validatePassport('')).toEqual({ ok: false, message: VALIDATION_MESSAGES.passport }));
});

describe('isHouseholdBooklet: 15 or 18 digits', () => {
  it.each(['123456789012345', '123456789012345678'])('accepts %s', (v) => expect(isHouseholdBooklet(v)).toBe(true));
  it.each(['', '12345678901234', '1234567890123456', '12345678901234567', '1234567890123456789', '12345678901234X'])(
    'rejects %s',
    (v) => expect(isHouseholdBooklet(v)).toBe(false),
  );
  it('has a message', () =>
    expect(validateHouseholdBooklet('1')).toEqual({ ok: false, message: VALIDATION_MESSAGES.householdBooklet }));
});

describe('isOfficialCard: Chinese character + 字第 + 4-8 alphanumerics + optional 号', () => {
  it.each(['南字第1234号', '南字第1234', '京字第12345678号', '军字第AB12号', '𠀀字第1234号'])('accepts %s', (v) =>
    expect(isOfficialCard(v)).toBe(true),
  );
  it.each(['', '字第1234号', 'A字第1234号', '南京字第1234号', '南字第123号', '南字第123456789号', '南字1234号', '南字第1234號', '南字第1234号号', '南字第12 34号'])(
    'rejects %s',
    (v) => expect(isOfficialCard(v)).toBe(false),
  );
  it('has a message', () =>
    expect(validateOfficialCard('x')).toEqual({ ok: false, message: VALIDATION_MESSAGES.officialCard }));
});
