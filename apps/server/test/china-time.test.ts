import { describe, expect, it } from 'vitest';
import { beijingDate, beijingDateTime } from '../src/lib/china-time.ts';

/** What the portal writes for a customer is China time whatever the server's zone (issue 37). */
describe('China time', () => {
  it('writes an instant as China date and time, across the UTC day boundary', () => {
    const lateUtc = new Date('2026-11-28T20:39:59.509Z');
    expect(beijingDate(lateUtc)).toBe('2026-11-29');
    expect(beijingDateTime(lateUtc)).toBe('2026-11-29 04:39:59');
    expect(beijingDateTime(new Date('2026-11-29T00:39:59Z'))).toBe('2026-11-29 08:39:59');
  });
});
