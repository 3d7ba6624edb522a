import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../src/messages.ts';
import {
  isPasswordRule1,
  isPasswordRule2,
  isPasswordRule3,
  PASSWORD_RULE1_SYMBOLS,
  PASSWORD_RULE3_SYMBOLS,
  validatePasswordRule1,
  validatePasswordRule2,
  validatePasswordRule3,
} from '../src/validate/password.ts';

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const char = (set: string) => fc.constantFrom(...set);

/** A password holding `required` characters plus filler from `allowed`, shuffled, of length min..max. */
function passwordOf(required: fc.Arbitrary<string>[], allowed: string, min: number, max: number) {
  const fillerMin = Math.max(0, min - required.length);
  return fc
    .tuple(fc.tuple(...required), fc.array(char(allowed), { minLength: fillerMin, maxLength: max - required.length }))
    .chain(([req, fill]) => {
      const all = [...req, ...fill];
      return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length });
    })
    .map((chars) => chars.join(''));
}

describe('password rule 1: 6-16, digit + letter + symbol from ~!@#$%^&*,./;\'', () => {
  const allowed = DIGITS + LOWER + UPPER + PASSWORD_RULE1_SYMBOLS;
  const valid = passwordOf([char(DIGITS), char(LOWER + UPPER), char(PASSWORD_RULE1_SYMBOLS)], allowed, 6, 16);

  it.each(['abc12!', "Aa1~Bb2'", 'pass.word;123', 'a1,b2.c3/d4;e5\'f', 'Zz9^&*'])('accepts %s', (p) =>
    expect(isPasswordRule1(p)).toBe(true),
  );
  it.each([
    ['too short', 'ab1!c'],
    ['too long', 'abcdefgh12345!@#$'],
    ['no digit', 'abcdef!'],
    ['no letter', '123456!'],
    ['no symbol', 'abc1234'],
    ['symbol outside the set (_)', 'abc123_'],
    ['symbol outside the set (-)', 'abc123!-'],
    ['space', 'abc 123!'],
    ['full-width letter', 'ａbc123!'],
    ['Chinese', '密码abc1!'],
    ['empty', ''],
  ])('rejects %s', (_why, p) => expect(isPasswordRule1(p)).toBe(false));

  it('accepts every generated valid password', () => {
    fc.assert(
      fc.property(valid, (p) => {
        expect(isPasswordRule1(p)).toBe(true);
      }),
    );
  });
  it('rejects a valid password once its symbols are removed', () => {
    fc.assert(
      fc.property(valid, (p) => {
        const stripped = [...p].filter((c) => !PASSWORD_RULE1_SYMBOLS.includes(c)).join('');
        expect(isPasswordRule1(stripped)).toBe(false);
      }),
    );
  });
  it('rejects a valid password with a foreign character inserted', () => {
    fc.assert(
      fc.property(valid, char(' _-+=?"中'), fc.nat(), (p, bad, at) => {
        const i = at % (p.length + 1);
        expect(isPasswordRule1(p.slice(0, i) + bad + p.slice(i))).toBe(false);
      }),
    );
  });
  it('has a message', () => expect(validatePasswordRule1('x')).toEqual({ ok: false, message: VALIDATION_MESSAGES.passwordRule1 }));
});

describe('password rule 2: 8-15 letters and digits, at least one of each', () => {
  const valid = passwordOf([char(DIGITS), char(LOWER + UPPER)], DIGITS + LOWER + UPPER, 8, 15);

  it.each(['abcd1234', 'A1B2C3D4E5F6G7H', '1234567a', 'Password1'])('accepts %s', (p) =>
    expect(isPasswordRule2(p)).toBe(true),
  );
  it.each([
    ['too short', 'abc1234'],
    ['too long', 'abcdefgh12345678'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['symbol', 'abcd123!'],
    ['space', 'abcd 1234'],
    ['empty', ''],
  ])('rejects %s', (_why, p) => expect(isPasswordRule2(p)).toBe(false));

  it('accepts every generated valid password', () => {
    fc.assert(
      fc.property(valid, (p) => {
        expect(isPasswordRule2(p)).toBe(true);
      }),
    );
  });
  it('rejects single-kind strings of any length', () => {
    fc.assert(
      fc.property(fc.constantFrom(DIGITS, LOWER + UPPER), fc.integer({ min: 0, max: 20 }), (set, n) => {
        fc.pre(n > 0);
        expect(isPasswordRule2(set.repeat(3).slice(0, n))).toBe(false);
      }),
    );
  });
  it('has a message', () => expect(validatePasswordRule2('x')).toEqual({ ok: false, message: VALIDATION_MESSAGES.passwordRule2 }));
});

describe('password rule 3: 8-15 from four kinds, at least two kinds', () => {
  const KINDS = [DIGITS, LOWER, UPPER, PASSWORD_RULE3_SYMBOLS] as const;
  const valid = fc
    .subarray([...KINDS], { minLength: 2 })
    .chain((kinds) => passwordOf(kinds.map(char), kinds.join(''), 8, 15));

  it.each(['abcd1234', 'ABCD1234', 'abcdEFGH', 'abcd!@#$', '1234_+=-', 'aB3!aB3!aB3!aB3', 'password-'])(
    'accepts %s',
    (p) => expect(isPasswordRule3(p)).toBe(true),
  );
  it.each([
    ['too short', 'abc123!'],
    ['too long', 'abcdefgh1234567!'],
    ['one kind: lower', 'abcdefgh'],
    ['one kind: upper', 'ABCDEFGH'],
    ['one kind: digits', '12345678'],
    ['one kind: symbols', '!@#$%^&*'],
    ['symbol outside the set (~)', 'abcd123~'],
    ['symbol outside the set (.)', 'abcd123.'],
    ['space', 'abcd 1234'],
    ['empty', ''],
  ])('rejects %s', (_why, p) => expect(isPasswordRule3(p)).toBe(false));

  it('accepts every generated password with two or more kinds', () => {
    fc.assert(
      fc.property(valid, (p) => {
        expect(isPasswordRule3(p)).toBe(true);
      }),
    );
  });
  it('rejects every password drawn from a single kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS).chain((kind) => fc.string({ unit: char(kind), minLength: 8, maxLength: 15 })),
        (p) => {
          expect(isPasswordRule3(p)).toBe(false);
        },
      ),
    );
  });
  it('has a message', () => expect(validatePasswordRule3('x')).toEqual({ ok: false, message: VALIDATION_MESSAGES.passwordRule3 }));
});
