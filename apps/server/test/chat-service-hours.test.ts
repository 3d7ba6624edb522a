import { describe, expect, it } from 'vitest';
import { withinServiceHours } from '../src/modules/chat/service-hours.ts';

/** A moment given in China time. */
const china = (hhmm: string) => new Date(`2026-11-21T${hhmm}:00+08:00`);

describe('human service hours', () => {
  const day = { start: '08:00', end: '23:00' };

  it('opens at 8:00 China time and closes at 23:00', () => {
    expect(withinServiceHours(china('07:59'), day)).toBe(false);
    expect(withinServiceHours(china('08:00'), day)).toBe(true);
    expect(withinServiceHours(china('22:59'), day)).toBe(true);
    expect(withinServiceHours(china('23:00'), day)).toBe(false);
  });

  it('reads the clock in China whatever the server zone', () => {
    // 01:00 UTC is 09:00 in China.
    expect(withinServiceHours(new Date('2026-11-21T01:00:00Z'), day)).toBe(true);
  });

  it('takes 24:00 and spans past midnight', () => {
    expect(withinServiceHours(china('23:59'), { start: '00:00', end: '24:00' })).toBe(true);
    const night = { start: '22:00', end: '02:00' };
    expect(withinServiceHours(china('23:30'), night)).toBe(true);
    expect(withinServiceHours(china('01:30'), night)).toBe(true);
    expect(withinServiceHours(china('12:00'), night)).toBe(false);
  });

  it('is closed when start equals end', () => {
    expect(withinServiceHours(china('12:00'), { start: '09:00', end: '09:00' })).toBe(false);
  });
});
