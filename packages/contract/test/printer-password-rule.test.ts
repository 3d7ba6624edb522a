import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printerPasswordProblem } from '../src/calls/receipt-printer/password-rule.ts';

/** The receipt-printer password rule (issue 25): six digits, not one digit repeated, not a run. */
describe('printerPasswordProblem', () => {
  it('refuses repeated digits and runs up or down, also across 9→0', () => {
    for (const weak of ['000000', '777777', '123456', '456789', '890123', '987654', '210987']) expect(printerPasswordProblem(weak)).toBe('weak');
  });

  it('refuses anything but six digits', () => {
    for (const bad of ['', '12345', '1234567', '12a456', ' 58021', '５８０２１４']) expect(printerPasswordProblem(bad)).toBe('format');
  });

  it('accepts six digits that are neither repeated nor a run', () => {
    for (const ok of ['580214', '270915', '112233', '135790']) expect(printerPasswordProblem(ok)).toBeNull();
  });

  it('gives exactly the three outcomes, and "format" only for what is not six digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (s) => {
        const problem = printerPasswordProblem(s);
        expect(problem === 'format').toBe(!/^\d{6}$/.test(s));
      }),
    );
  });
});
