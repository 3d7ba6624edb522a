import { describe, expect, it } from 'vitest';
import { percent, presetPeriod } from './period.ts';

describe('analytics periods', () => {
  it('counts China-time days, whatever the browser zone', () => {
    // 2026-03-10 17:00 UTC is already the 11th in Beijing.
    const now = new Date('2026-03-10T17:00:00Z');
    expect(presetPeriod('today', now)).toEqual({ from: '2026-03-11', to: '2026-03-11' });
    expect(presetPeriod('last7', now)).toEqual({ from: '2026-03-05', to: '2026-03-11' });
    expect(presetPeriod('last30', now)).toEqual({ from: '2026-02-10', to: '2026-03-11' });
  });

  it('writes rates as percentages without trailing zeros', () => {
    expect(percent(0.25, '—')).toBe('25%');
    expect(percent(0.1234, '—')).toBe('12.34%');
    expect(percent(1 / 3, '—')).toBe('33.33%');
    expect(percent(null, '—')).toBe('—');
  });
});
