import { describe, expect, it } from 'vitest';
import { utcOffset } from './utc-offset.ts';

const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;

describe('utcOffset', () => {
  it('writes the browser zone as a signed offset from UTC', () => {
    expect(utcOffset(at(-480))).toBe('UTC+08:00');
    expect(utcOffset(at(0))).toBe('UTC+00:00');
    expect(utcOffset(at(300))).toBe('UTC-05:00');
    expect(utcOffset(at(-345))).toBe('UTC+05:45');
  });
});
