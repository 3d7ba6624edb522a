import { describe, expect, it, vi } from 'vitest';
import { withTimeout } from './ebank-pages.ts';

describe('withTimeout', () => {
  it('gives the value when it comes in time, the fallback when it is late or fails', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 50, 'fallback')).resolves.toBe('ok');
    await expect(withTimeout(Promise.reject(new Error('down')), 50, 'fallback')).resolves.toBe('fallback');
    vi.useFakeTimers();
    const late = withTimeout(new Promise<string>(() => {}), 3_000, 'fallback');
    vi.advanceTimersByTime(3_000);
    await expect(late).resolves.toBe('fallback');
    vi.useRealTimers();
  });
});
