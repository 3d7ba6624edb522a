import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-reply.ts';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('latestOnly', () => {
  it('passes the newest reply and drops an older one that arrives after it', async () => {
    const latest = latestOnly();
    const seen: string[] = [];
    const first = latest(later('first load', 40)).then((v) => seen.push(v));
    const second = latest(later('reload after save', 5)).then((v) => seen.push(v));
    await second;
    await Promise.race([first, later(null, 80)]);
    expect(seen).toEqual(['reload after save']);
  });

  it('passes a failure of the newest call and drops one of an older call', async () => {
    const latest = latestOnly();
    const old = latest(Promise.reject(new Error('old')));
    const newest = latest(Promise.reject(new Error('new')));
    await expect(newest).rejects.toThrow('new');
    expect(await Promise.race([old.then(() => 'settled', () => 'settled'), later('pending', 20)])).toBe('pending');
  });
});
