import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/** How often an instance writes the polls it counted (and their time, for abandoned windows). */
export const POLL_COUNT_WRITE_MS = 1_000;

interface Count {
  /** The idle polls as this instance knows them: the stored count plus its own since. */
  idle: number;
  /** The stored state it was based on: a new read (after a change, such as an agent taking over) re-bases it. */
  seen: repo.PollState;
  /** A poll brought an answer since the last write: the stored count starts again from `added`. */
  reset: boolean;
  /** Idle polls counted since the last write (or since the answer that reset the count). */
  added: number;
}

/** Counted here and not yet written: every poll either reset the count or added to it. */
const unwritten = (c: Count) => c.reset || c.added > 0;

/**
 * The customers' idle polls (§4: the 60th poll in a row without an answer ends the
 * conversation), counted in memory and written behind, once a second for all the
 * conversations this instance served, in one statement: a window polls every 3 s, so each
 * poll is written before the next one comes, to whichever instance it goes. The write adds
 * this instance's polls to the stored count and reads the total back, so polls counted by
 * other instances join the count here at the next write. A crash loses at most the last
 * second's polls. `onStoredLimit` hears of conversations whose stored count reached the limit
 * (their polls went to several instances, none of which saw the 60th alone).
 */
export function createPollCounts(db: Db, limit: number, onStoredLimit: (id: string) => void) {
  const counts = new Map<string, Count>();
  let writing: Promise<void> | undefined;

  async function write(): Promise<void> {
    const batch: Array<{ id: string; reset: boolean; added: number }> = [];
    for (const [id, c] of counts) {
      if (!unwritten(c)) continue;
      batch.push({ id, reset: c.reset, added: c.added });
      c.reset = false;
      c.added = 0;
    }
    if (batch.length === 0) return;
    let stored: Map<string, number>;
    try {
      stored = await repo.addPollCounts(db, batch);
    } catch (err) {
      // Keep them for the next write rather than lose them (an answer counted since supersedes them).
      for (const b of batch) {
        const c = counts.get(b.id);
        if (!c || c.reset) continue;
        c.reset = b.reset;
        c.added += b.added;
      }
      throw err;
    }
    for (const { id } of batch) {
      const c = counts.get(id);
      const total = stored.get(id);
      if (total === undefined) {
        counts.delete(id); // ended meanwhile
        continue;
      }
      // Polls counted during the write are added to what is now stored.
      if (c) c.idle = c.reset ? c.added : total + c.added;
      if (c && c.idle >= limit) onStoredLimit(id);
    }
  }

  return {
    /**
     * Counts one poll of a live conversation: idle unless it brought an answer. `seen` is the
     * conversation as last read from the database. Returns the idle polls.
     */
    count(id: string, seen: repo.PollState, answered: boolean): number {
      let c = counts.get(id);
      if (!c) {
        c = { idle: seen.idlePolls, seen, reset: false, added: 0 };
        counts.set(id, c);
      } else if (c.seen !== seen) {
        c.seen = seen;
        c.idle = c.reset ? c.added : seen.idlePolls + c.added;
      }
      if (answered) {
        c.idle = 0;
        c.reset = true;
        c.added = 0;
      } else {
        c.idle += 1;
        c.added += 1;
      }
      return c.idle;
    },

    /** Forgets a conversation that ended. */
    forget(id: string) {
      counts.delete(id);
    },

    /** Writes what was counted; one write at a time. */
    flush(): Promise<void> {
      writing ??= write().finally(() => {
        writing = undefined;
      });
      return writing;
    },
  };
}

export type PollCounts = ReturnType<typeof createPollCounts>;
