import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../src/messages.ts';
import { mainlandIdCheckDigit } from '../src/validate/id-card.ts';
import { validateRealNameDocument } from '../src/validate/real-name-document.ts';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** First 17 characters of a mainland ID: region, a real birth date, sequence. */
const first17 = fc
  .record({
    region: fc.integer({ min: 110000, max: 659999 }),
    date: fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2020, 11, 31)), noInvalidDate: true }),
    seq: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ region, date, seq }) => `${region}${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}${pad(seq, 3)}`);

describe('validateRealNameDocument (issue 21)', () => {
  it('accepts a mainland ID with its GB 11643 check digit, lower-case x too', () => {
    fc.assert(
      fc.property(first17, (head) => {
        const id = head + mainlandIdCheckDigit(head)!;
        expect(validateRealNameDocument('0', id)).toEqual({ ok: true });
        expect(validateRealNameDocument('0', ` ${id.toLowerCase()} `)).toEqual({ ok: true });
      }),
    );
  });

  it('refuses every other last character with the check-digit message', () => {
    fc.assert(
      fc.property(first17, fc.constantFrom(...'0123456789X'), (head, last) => {
        fc.pre(last !== mainlandIdCheckDigit(head));
        expect(validateRealNameDocument('0', head + last)).toEqual({ ok: false, message: VALIDATION_MESSAGES.mainlandIdChecksum });
      }),
    );
  });

  it('keeps the pattern message of each type, and refuses an unknown type', () => {
    expect(validateRealNameDocument('0', '1234')).toEqual({ ok: false, message: VALIDATION_MESSAGES.mainlandIdCard });
    expect(validateRealNameDocument('9', '1')).toEqual({ ok: false, message: VALIDATION_MESSAGES.passport });
    expect(validateRealNameDocument('A', 'K1234567(8)')).toEqual({ ok: true });
    expect(validateRealNameDocument('B', '09876543')).toEqual({ ok: true });
    expect(validateRealNameDocument('Z', '310104199001011110')).toEqual({ ok: false, message: VALIDATION_MESSAGES.idDocument });
  });
});
