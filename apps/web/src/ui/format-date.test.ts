import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('dates as the bank shows them', () => {
  it('shows yyyy-mm-dd and yyyy-mm-dd hh:mm in China time, whatever the zone of the instant', () => {
    expect(formatDateTime('2026-11-21T16:30:00Z')).toBe('2026-11-22 00:30');
    expect(formatDate('2026-11-21T16:30:00Z')).toBe('2026-11-22');
    expect(formatDate('2026-03-01T00:00:00+08:00')).toBe('2026-03-01');
  });
});
