import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mask } from '../src/validate/mask.ts';

describe('mask', () => {
  it('keeps the first 3 and last 4 characters by default', () => {
    expect(mask('13800138000')).toBe('138****8000');
    expect(mask('6222021234567890123')).toBe('622************0123');
    expect(mask('12345678')).toBe('123*5678');
  });
  it('takes other head, tail and mask characters', () => {
    expect(mask('6222021234567890', 4, 4)).toBe('6222********7890');
    expect(mask('13800138000', 0, 4, '•')).toBe('•••••••8000');
  });
  it('always hides at least one character of short values', () => {
    expect(mask('')).toBe('');
    expect(mask('A')).toBe('*');
    expect(mask('张三')).toBe('张*');
    expect(mask('张三丰')).toBe('张*丰');
    expect(mask('1234567')).toBe('123*567');
  });
  it('counts code points, never splitting a character', () => {
    expect(mask('𠀀𠀁𠀂𠀃𠀄𠀅𠀆𠀇')).toBe('𠀀𠀁𠀂*𠀄𠀅𠀆𠀇');
  });

  it('preserves length and keeps head and tail around a run of *', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const chars = Array.from(s);
        const out = Array.from(mask(s));
        expect(out.length).toBe(chars.length);
        if (chars.length > 7) {
          expect(out.slice(0, 3)).toEqual(chars.slice(0, 3));
          expect(out.slice(-4)).toEqual(chars.slice(-4));
          expect(out.slice(3, -4).every((c) => c === '*')).toBe(true);
        }
      }),
    );
  });
  it('masks at least one position of any non-empty value, for any head and tail', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.nat(10), fc.nat(10), (s, head, tail) => {
        const chars = Array.from(s);
        const out = Array.from(mask(s, head, tail, '\u2022'));
        expect(out.length).toBe(chars.length);
        const masked = out.filter((c, i) => c === '\u2022' && chars[i] !== '\u2022').length;
        const alreadyBullets = chars.filter((c) => c === '\u2022').length;
        expect(masked + alreadyBullets).toBeGreaterThanOrEqual(1);
        const h = out.findIndex((c) => c === '\u2022');
        expect(out.slice(0, h)).toEqual(chars.slice(0, h));
        expect(h).toBeLessThanOrEqual(head);
      }),
    );
  });
});
