import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { openSandboxRateWindows } from '../../../db/schema/index.ts';

/**
 * Per-credential call limits (issue 26 point 2) in fixed one-minute windows (wall-clock minutes,
 * so every instance agrees on them), held across instances without a database round trip per
 * call (docs/decisions.md):
 *
 * - `take()` is synchronous and O(1): per credential and current window this process knows
 *   `shared` (the window's total over all instances as last read from
 *   `open_sandbox_rate_windows`) and `local` (calls admitted here and not yet written; `sending`
 *   while their write is under way). It refuses when shared + sending + local >= limit, else
 *   counts the call in `local`.
 * - `flush()` (every FLUSH_MS) adds every unwritten count in one upsert (one per
 *   MAX_WINDOWS_PER_WRITE keys) and sets `shared` from the totals it returns. Keys at 80 % of
 *   their limit or more are sent again with 0 calls on every flush (until refused by their
 *   total or their window ends), so they learn the other instances' calls even when this
 *   instance admits none of them.
 *
 * Bound: the limit holds across instances to within what they admit in one flush period (plus
 * the write's own time): an instance admits a key's calls from its own counts until its next
 * flush tells it what the others did. A failed write keeps the counts to send next time.
 */
const WINDOW_MS = 60_000;
export const FLUSH_MS = 200;
/** From this share of its limit a key's total is re-read on every flush, traffic here or not. */
const WATCH_SHARE = 0.8;
/** Windows kept in memory before the ended ones are dropped. */
const MAX_WINDOWS = 50_000;
/** Windows per statement: a flush after a busy period writes several bounded statements. */
export const MAX_WINDOWS_PER_WRITE = 1_000;

interface Window {
  key: string;
  start: number;
  /** The window's total over all instances as last read (includes this instance's written calls). */
  shared: number;
  /** Calls admitted here and not yet written. */
  local: number;
  /** Calls admitted here whose write is under way (still counted until its total arrives). */
  sending: number;
  /** The limit seen by the latest call (the watch threshold follows it). */
  limit: number;
  /** Waiting in the next flush. */
  queued: boolean;
}

/** One credential's window in a flush: calls to add, or (returned) the total after adding. */
export interface RateWindowCount {
  credentialId: string;
  windowStart: number;
  calls: number;
}

/** Adds `adds` to the shared counts; answers each credential's total for its window. */
export type RateWindowWrite = (adds: RateWindowCount[]) => Promise<Pick<RateWindowCount, 'credentialId' | 'calls'>[]>;

/** `write` absent: counted in this process only (unit tests). */
export function createRateWindows(options: { now?: () => number; write?: RateWindowWrite } = {}) {
  const now = options.now ?? (() => Date.now());
  const write = options.write;
  const windows = new Map<string, Window>();
  let queue: Window[] = [];
  let flushing: Promise<void> | undefined;

  const current = (w: Window) => windows.get(w.key) === w;

  function enqueue(w: Window): void {
    if (w.queued || !write) return;
    w.queued = true;
    queue.push(w);
  }

  function dropEnded(start: number): void {
    for (const [key, w] of windows) if (w.start < start) windows.delete(key);
    if (windows.size >= MAX_WINDOWS) windows.clear();
  }

  async function flushQueue(write: RateWindowWrite): Promise<void> {
    const batch = queue;
    queue = [];
    for (let i = 0; i < batch.length; i += MAX_WINDOWS_PER_WRITE) {
      try {
        await writeChunk(write, batch.slice(i, i + MAX_WINDOWS_PER_WRITE));
      } catch (err) {
        // The chunks not yet sent wait for the next flush, like the failed one.
        for (const w of batch.slice(i + MAX_WINDOWS_PER_WRITE)) {
          w.queued = false;
          if (current(w)) enqueue(w);
        }
        throw err;
      }
    }
  }

  async function writeChunk(write: RateWindowWrite, batch: Window[]): Promise<void> {
    const t = now();
    const sent = new Map<string, Window>();
    const adds: RateWindowCount[] = [];
    for (const w of batch) {
      w.queued = false;
      // A re-read of a minute that has ended teaches nothing; its last calls are still written.
      if (!current(w) || (w.local === 0 && t - w.start >= WINDOW_MS)) continue;
      sent.set(w.key, w);
      adds.push({ credentialId: w.key, windowStart: w.start, calls: w.local });
      w.sending = w.local;
      w.local = 0;
    }
    if (adds.length === 0) return;
    let totals: Awaited<ReturnType<RateWindowWrite>>;
    try {
      totals = await write(adds);
    } catch (err) {
      // Not written: the counts go back to `local` (still refused on them) and try again next flush.
      for (const w of sent.values()) {
        w.local += w.sending;
        w.sending = 0;
        if (current(w)) enqueue(w);
      }
      throw err;
    }
    for (const t of totals) {
      const w = sent.get(t.credentialId);
      if (!w) continue;
      // The total includes what was sent; counts only grow within a window.
      w.shared = Math.max(w.shared, t.calls);
      w.sending = 0;
      if (!current(w)) continue;
      if (w.shared < w.limit && w.shared + w.local >= w.limit * WATCH_SHARE) enqueue(w);
    }
  }

  function flush(): Promise<void> {
    if (flushing) return flushing;
    if (!write || queue.length === 0) return Promise.resolve();
    flushing = flushQueue(write).finally(() => (flushing = undefined));
    return flushing;
  }

  return {
    /** Counts one call; returns 0 when allowed, else the seconds until the window ends. */
    take(key: string, limitPerMinute: number): number {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= WINDOW_MS) {
        const start = t - (t % WINDOW_MS);
        if (windows.size >= MAX_WINDOWS) dropEnded(start);
        w = { key, start, shared: 0, local: 0, sending: 0, limit: limitPerMinute, queued: false };
        windows.set(key, w);
      }
      w.limit = limitPerMinute;
      if (w.shared + w.sending + w.local >= limitPerMinute) return Math.max(1, Math.ceil((w.start + WINDOW_MS - t) / 1000));
      w.local++;
      enqueue(w);
      return 0;
    },
    /**
     * Writes the unwritten counts and refreshes the watched keys' totals in one statement; a
     * flush already under way is awaited instead (one write at a time). Rejects when the write fails.
     */
    flush,
    /** Writes every count taken so far, after the flush under way (the server's close, tests). */
    async settle(): Promise<void> {
      if (flushing) await flushing.catch(() => undefined);
      await flush();
    },
  };
}

export type RateWindows = ReturnType<typeof createRateWindows>;

/**
 * The shared counts' one statement: adds each credential's calls to its window and returns the
 * totals (a fixed statement with one JSON parameter whatever the batch size, as usage-recorder.ts).
 */
export function rateWindowWriter(db: Db): RateWindowWrite {
  return async (adds) => {
    const json = JSON.stringify(adds.map((a) => ({ c: a.credentialId, w: new Date(a.windowStart).toISOString(), n: a.calls })));
    const result = await db.execute(sql`
      insert into ${openSandboxRateWindows} as t (credential_id, window_start, calls)
      select c, w, n from json_to_recordset(${json}::json) as r(c text, w timestamptz, n integer)
      on conflict (credential_id, window_start) do update set calls = t.calls + excluded.calls
      returning credential_id, calls`);
    return rowsOf<{ credential_id: string; calls: number }>(result).map((r) => ({ credentialId: r.credential_id, calls: Number(r.calls) }));
  };
}

/** Deletes windows that ended more than a minute ago (no instance reads them any more). */
export function sweepRateWindows(db: Db): Promise<unknown> {
  return db.execute(sql`delete from ${openSandboxRateWindows} where window_start < now() - interval '2 minutes'`);
}
