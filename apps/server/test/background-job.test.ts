import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyWhileOpen, REPEATED_FAILURE_WARN_MS } from '../src/plugins/background-job.ts';

/** A job that fails while its database is down warns once, then once a minute, then says it is back. */
function fakeApp() {
  const lines: { level: 'warn' | 'info'; msg: string; failures: number }[] = [];
  const closers: (() => Promise<void>)[] = [];
  const app = {
    log: {
      warn: (o: { failures: number }, msg: string) => lines.push({ level: 'warn', msg, failures: o.failures }),
      info: (o: { failures: number }, msg: string) => lines.push({ level: 'info', msg, failures: o.failures }),
    },
    addHook: (_: string, fn: () => Promise<void>) => closers.push(fn),
  } as unknown as FastifyInstance;
  return { app, lines, close: () => Promise.all(closers.map((c) => c())) };
}

afterEach(() => vi.useRealTimers());

describe('everyWhileOpen', () => {
  it('warns at the first failure and once a minute after, with the count, and once when the job works again', async () => {
    vi.useFakeTimers();
    const { app, lines, close } = fakeApp();
    let down = true;
    let runs = 0;
    everyWhileOpen(app, 200, 'rate window write', async () => {
      runs++;
      if (down) throw new Error('database down');
    });
    await vi.advanceTimersByTimeAsync(REPEATED_FAILURE_WARN_MS + 1_000);
    expect(runs).toBe((REPEATED_FAILURE_WARN_MS + 1_000) / 200);
    expect(lines).toEqual([
      { level: 'warn', msg: 'rate window write failed', failures: 1 },
      { level: 'warn', msg: 'rate window write failed', failures: REPEATED_FAILURE_WARN_MS / 200 + 1 },
    ]);
    down = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines.at(-1)).toEqual({ level: 'info', msg: 'rate window write works again', failures: runs - 5 });
    expect(lines).toHaveLength(3);
    // A new failure after recovering warns at once again.
    down = true;
    await vi.advanceTimersByTimeAsync(200);
    expect(lines.at(-1)).toEqual({ level: 'warn', msg: 'rate window write failed', failures: 1 });
    await close();
    const after = runs;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(after);
  });
});
