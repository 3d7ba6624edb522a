import { describe, expect, it } from 'vitest';
import { chinaLocalToIso, isoToChinaLocal } from './china-time.ts';

describe('publish time in China time', () => {
  it('reads a datetime-local value as China time whatever the browser zone', () => {
    expect(chinaLocalToIso('2026-12-06T02:00')).toBe('2026-12-05T18:00:00.000Z');
    expect(chinaLocalToIso('')).toBeNull();
    expect(chinaLocalToIso('not a time')).toBeNull();
  });

  it('shows a stored time as the same China wall-clock value', () => {
    expect(isoToChinaLocal('2026-12-05T18:00:00.000Z')).toBe('2026-12-06T02:00');
    expect(isoToChinaLocal(null)).toBe('');
    expect(chinaLocalToIso(isoToChinaLocal('2026-03-30T01:00:00.000Z'))).toBe('2026-03-30T01:00:00.000Z');
  });
});
