import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../src/messages.ts';
import { filterPhoneInput, isLoosePhone, isMobilePhone, validateMobilePhone } from '../src/validate/phone.ts';

const VALID_PREFIXES = [
  ...Array.from({ length: 10 }, (_, i) => `13${i}`),
  '145', '146', '147', '148', '149',
  ...['5', '6', '7', '8', '9'].flatMap((d) => Array.from({ length: 10 }, (_, i) => `1${d}${i}`)),
];
const eightDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 });

describe('isMobilePhone', () => {
  it.each(['13800138000', '14512345678', '14712345678', '14912345678', '15012345678', '16612345678', '17712345678', '18612345678', '19912345678'])(
    'accepts %s',
    (v) => expect(isMobilePhone(v)).toBe(true),
  );

  it.each([
    ['14x IoT block 140', '14012345678'],
    ['14x IoT block 141', '14112345678'],
    ['unassigned 142', '14212345678'],
    ['unassigned 143', '14312345678'],
    ['14x IoT block 144', '14412345678'],
    ['12x', '12012345678'],
    ['11x', '11012345678'],
    ['10x', '10012345678'],
    ['not starting with 1', '23800138000'],
    ['10 digits', '1380013800'],
    ['12 digits', '138001380000'],
    ['country code', '+8613800138000'],
    ['spaces', '138 0013 8000'],
    ['dashes', '138-0013-8000'],
    ['letters', '1380013800a'],
    ['empty', ''],
  ])('rejects %s', (_why, v) => expect(isMobilePhone(v)).toBe(false));

  it('accepts every valid prefix followed by any 8 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID_PREFIXES), eightDigits, (prefix, rest) => {
        expect(isMobilePhone(prefix + rest)).toBe(true);
      }),
    );
  });

  it('rejects every other 3-digit prefix', () => {
    const invalid = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')).filter(
      (p) => !VALID_PREFIXES.includes(p),
    );
    fc.assert(
      fc.property(fc.constantFrom(...invalid), eightDigits, (prefix, rest) => {
        expect(isMobilePhone(prefix + rest)).toBe(false);
      }),
    );
  });

  it('has a message', () => {
    expect(validateMobilePhone('1')).toEqual({ ok: false, message: VALIDATION_MESSAGES.phone });
    expect(validateMobilePhone('13800138000')).toEqual({ ok: true });
  });
});

describe('isLoosePhone (§9: 11 digits starting with 1)', () => {
  it('accepts any 11 digits starting with 1, including blocks the strict rule refuses', () => {
    expect(isLoosePhone('14012345678')).toBe(true);
    expect(isLoosePhone('10000000000')).toBe(true);
    expect(isLoosePhone('23800138000')).toBe(false);
    expect(isLoosePhone('1380013800')).toBe(false);
  });
  it('is implied by the strict rule', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 }), (v) => {
        if (isMobilePhone(v)) expect(isLoosePhone(v)).toBe(true);
      }),
    );
  });
});

describe('filterPhoneInput', () => {
  it('keeps digits only, at most 11', () => {
    expect(filterPhoneInput('138 0013-8000')).toBe('13800138000');
    expect(filterPhoneInput('+86 138 0013 8000')).toBe('86138001380');
    expect(filterPhoneInput('abc')).toBe('');
    expect(filterPhoneInput('１３８')).toBe('');
  });
  it('always yields at most 11 ASCII digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(filterPhoneInput(s)).toMatch(/^\d{0,11}$/);
      }),
    );
  });
});
