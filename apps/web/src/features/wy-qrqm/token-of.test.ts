import { describe, expect, it } from 'vitest';
import { tokenOf } from './token-of.ts';

const CODE = 'A'.repeat(40) + '_-9';

describe('tokenOf', () => {
  it('reads the code from a pasted link or the code alone', () => {
    expect(tokenOf(`https://bank.example.com/#/qywy/wyQrqm?token=${CODE}`)).toBe(CODE);
    expect(tokenOf(`  ${CODE} `)).toBe(CODE);
    expect(tokenOf(`https://x/#/qywy/wyQrqm?a=1&token=${CODE}&b=2`)).toBe(CODE);
  });

  it('refuses anything else', () => {
    expect(tokenOf('')).toBeNull();
    expect(tokenOf(CODE.slice(1))).toBeNull();
    expect(tokenOf(`https://x/?token=${CODE}x`)).toBeNull();
  });
});
