import { describe, expect, it } from 'vitest';
import { isCreditCode } from '../src/validate/credit-code.ts';

describe('unified social credit code', () => {
  it('accepts published codes with a correct check character', () => {
    // Codes printed on public business licences.
    for (const code of ['91350100M000100Y43', '91110000600037341L', '91440300708461136T']) {
      expect(isCreditCode(code)).toBe(true);
    }
  });

  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100M000100YI3')).toBe(false);
  });
});
