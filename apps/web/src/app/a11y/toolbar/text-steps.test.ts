import { describe, expect, it } from 'vitest';
import { stepText, TEXT_STEPS } from './text-steps.ts';

describe('the toolbar text sizes', () => {
  it('step by 25 % from 100 to 200 and stop at the ends', () => {
    expect(stepText(100, 1)).toBe(125);
    expect(stepText(175, 1)).toBe(200);
    expect(stepText(200, 1)).toBe(200);
    expect(stepText(125, -1)).toBe(100);
    expect(stepText(100, -1)).toBe(100);
    expect(TEXT_STEPS.at(-1)).toBe(200);
  });

  it('bring a stored size between steps back onto one', () => {
    expect(stepText(130, -1)).toBe(125);
    expect(stepText(999, -1)).toBe(175);
  });
});
