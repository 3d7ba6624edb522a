import { describe, expect, it } from 'vitest';
import { createRateWindows, MAX_WINDOWS_PER_WRITE, type RateWindowCount, type RateWindowWrite } from '../src/modules/open-platform/sandbox/rate-window.ts';

/**
 * The sandbox's shared rate windows (rate-window.ts) with a fake clock and a fake table: two
 * "instances" whose flushes add to one map, as the upsert on open_sandbox_rate_windows does.
 */
function fakeTable() {
  const calls = new Map<string, number>();
  const writes: RateWindowCount[][] = [];
  let failing = false;
  const write: RateWindowWrite = async (adds) => {
    writes.push(adds.map((a) => ({ ...a })));
    if (failing) throw new Error('database down');
    return adds.map((a) => {
      const k = `${a.credentialId}@${a.windowStart}`;
      const total = (calls.get(k) ?? 0) + a.calls;
      calls.set(k, total);
      return { credentialId: a.credentialId, calls: total };
    });
  };
  return {
    write,
    writes,
    total: (key: string, windowStart: number) => calls.get(`${key}@${windowStart}`) ?? 0,
    fail: (on: boolean) => (failing = on),
  };
}

const MINUTE = 60_000;
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % MINUTE);

describe('shared sandbox rate windows', () => {
  it('counts in process between flushes and refuses with the seconds left in the window', () => {
    let t = T0 + 15_000;
    const w = createRateWindows({ now: () => t });
    for (let i = 0; i < 3; i++) expect(w.take('k', 3)).toBe(0);
    expect(w.take('k', 3)).toBe(45);
    t = T0 + 59_500;
    expect(w.take('k', 3)).toBe(1);
    t = T0 + MINUTE;
    expect(w.take('k', 3)).toBe(0);
  });

  it('two instances hold one limit once their flushes have told each other', async () => {
    let t = T0 + 1_000;
    const table = fakeTable();
    const a = createRateWindows({ now: () => t, write: table.write });
    const b = createRateWindows({ now: () => t, write: table.write });
    const limit = 10;
    let admitted = 0;
    // Alternating calls, a flush of both after every four calls (one "flush period").
    for (let i = 0; i < 40; i++) {
      if ((i % 2 === 0 ? a : b).take('k', limit) === 0) admitted++;
      if (i % 4 === 3) {
        await a.flush();
        await b.flush();
      }
    }
    // At most the limit plus what one flush period (four calls) could admit beyond it.
    expect(admitted).toBeGreaterThanOrEqual(limit);
    expect(admitted).toBeLessThanOrEqual(limit + 4);
    expect(table.total('k', T0)).toBe(admitted);
    expect(a.take('k', limit)).toBeGreaterThan(0);
    expect(b.take('k', limit)).toBeGreaterThan(0);
    // The next minute starts from nothing on both.
    t = T0 + MINUTE;
    expect(a.take('k', limit)).toBe(0);
    expect(b.take('k', limit)).toBe(0);
  });

  it('an instance with no calls of its own re-reads a key at 80 % of its limit, and stops once it is refused', async () => {
    const t = T0 + 1_000;
    const table = fakeTable();
    const a = createRateWindows({ now: () => t, write: table.write });
    const b = createRateWindows({ now: () => t, write: table.write });
    expect(b.take('k', 10)).toBe(0);
    await b.flush();
    for (let i = 0; i < 8; i++) expect(a.take('k', 10)).toBe(0);
    await a.flush();
    // b's count is 1 of 10; a sees 9 (>= 80 %) and keeps re-reading it with 0 calls.
    table.writes.length = 0;
    await a.flush();
    expect(table.writes).toEqual([[{ credentialId: 'k', windowStart: T0, calls: 0 }]]);
    // b's last call, written by b: a learns the total without a call of its own and refuses.
    expect(b.take('k', 10)).toBe(0);
    await b.flush();
    await a.flush();
    expect(a.take('k', 10)).toBeGreaterThan(0);
    // Refused on the shared total: nothing more to learn this minute, so nothing more is sent.
    table.writes.length = 0;
    await a.flush();
    await b.flush();
    expect(table.writes).toEqual([]);
  });

  it('a key watched at 80 % is no longer re-read once its minute has ended', async () => {
    let t = T0 + 1_000;
    const table = fakeTable();
    const a = createRateWindows({ now: () => t, write: table.write });
    for (let i = 0; i < 9; i++) a.take('k', 10);
    await a.flush();
    await a.flush();
    expect(table.writes.at(-1)).toEqual([{ credentialId: 'k', windowStart: T0, calls: 0 }]);
    t = T0 + MINUTE + 1;
    table.writes.length = 0;
    await a.flush();
    await a.flush();
    expect(table.writes).toEqual([]);
  });

  it('a key far from its limit is not re-read; a flush sends only the keys with calls', async () => {
    const table = fakeTable();
    const a = createRateWindows({ now: () => T0, write: table.write });
    a.take('quiet', 100);
    a.take('busy', 100);
    a.take('busy', 100);
    await a.flush();
    expect(table.writes).toEqual([
      [
        { credentialId: 'quiet', windowStart: T0, calls: 1 },
        { credentialId: 'busy', windowStart: T0, calls: 2 },
      ],
    ]);
    await a.flush();
    a.take('busy', 100);
    await a.flush();
    expect(table.writes.slice(1)).toEqual([[{ credentialId: 'busy', windowStart: T0, calls: 1 }]]);
  });

  it('a failed write keeps the counts: still refused on them, and sent with the next flush', async () => {
    const table = fakeTable();
    const a = createRateWindows({ now: () => T0, write: table.write });
    for (let i = 0; i < 3; i++) a.take('k', 3);
    table.fail(true);
    await expect(a.flush()).rejects.toThrow('database down');
    expect(a.take('k', 3)).toBeGreaterThan(0);
    table.fail(false);
    await a.flush();
    expect(table.total('k', T0)).toBe(3);
    expect(a.take('k', 3)).toBeGreaterThan(0);
  });

  it('writes a busy flush in bounded statements; a failed one keeps its counts and the rest for the next flush', async () => {
    const table = fakeTable();
    const a = createRateWindows({ now: () => T0, write: table.write });
    const keys = MAX_WINDOWS_PER_WRITE * 2 + 500;
    for (let i = 0; i < keys; i++) a.take(`k${i}`, 1_000);
    await a.flush();
    expect(table.writes.map((w) => w.length)).toEqual([MAX_WINDOWS_PER_WRITE, MAX_WINDOWS_PER_WRITE, 500]);

    for (let i = 0; i < keys; i++) a.take(`k${i}`, 1_000);
    let writes = 0;
    const failsSecond: RateWindowWrite = async (adds) => {
      if (++writes === 2) throw new Error('database down');
      return table.write(adds);
    };
    const b = createRateWindows({ now: () => T0, write: failsSecond });
    for (let i = 0; i < keys; i++) b.take(`k${i}`, 1_000);
    await expect(b.flush()).rejects.toThrow('database down');
    await b.flush();
    await a.flush();
    // Every key's three calls (two from a, one from b) arrived, none twice.
    for (const i of [0, MAX_WINDOWS_PER_WRITE, keys - 1]) expect(table.total(`k${i}`, T0)).toBe(3);
  });

  it('calls admitted while a write is under way count on top of the total it returns', async () => {
    const table = fakeTable();
    let release = () => {};
    const slow: RateWindowWrite = async (adds) => {
      await new Promise<void>((r) => (release = r));
      return table.write(adds);
    };
    const a = createRateWindows({ now: () => T0, write: slow });
    for (let i = 0; i < 4; i++) a.take('k', 6);
    const flushing = a.flush();
    a.take('k', 6);
    a.take('k', 6);
    // 4 being written + 2 admitted since: the seventh is refused before the write answers.
    expect(a.take('k', 6)).toBeGreaterThan(0);
    release();
    await flushing;
    expect(a.take('k', 6)).toBeGreaterThan(0);
    const settled = a.settle();
    await Promise.resolve();
    release();
    await settled;
    expect(table.total('k', T0)).toBe(6);
  });
});
