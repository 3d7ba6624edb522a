import { describe, expect, it } from 'vitest';
import { moveItem, sameOrder } from './reorder.ts';

describe('moveItem', () => {
  it('moves an item up, down and to the ends, clamping past them', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, -3)).toEqual(['b', 'a', 'c']);
  });

  it('returns the same array when nothing moves', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 0, 0)).toBe(items);
    expect(moveItem(items, 5, 0)).toBe(items);
    expect(moveItem(items, 0, -1)).toBe(items);
  });

  it('compares orders by code', () => {
    expect(sameOrder([{ code: 'a' }, { code: 'b' }], [{ code: 'a' }, { code: 'b' }])).toBe(true);
    expect(sameOrder([{ code: 'a' }, { code: 'b' }], [{ code: 'b' }, { code: 'a' }])).toBe(false);
  });
});
