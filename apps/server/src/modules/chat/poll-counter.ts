import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/** What one poll of a live conversation brings: its counted state and the new messages. */
export interface PollResult {
  state: repo.PollState;
  messages: repo.MessageRow[];
}

/**
 * The customers' 3-second polls of live conversations, in group commits: polls that arrive in
 * the same turn of the event loop share one `update … from (values …) returning` and one read
 * of their messages, instead of a write and a read each (on PGlite a query blocks the process;
 * on PostgreSQL it is a round trip). Each poll still waits for its own count, so the 60th
 * poll's reply already knows the conversation must end. Two polls of one conversation in the
 * same batch count once: the window polls every 3 s.
 */
export function createPollCounter(db: Db) {
  let pending: Array<{ id: string; after: number; settle: (result: PollResult | undefined) => void; fail: (err: unknown) => void }> = [];

  async function flush() {
    const batch = pending;
    pending = [];
    const polls = [...new Map(batch.map((b) => [b.id, { id: b.id, after: b.after }])).values()];
    try {
      const states = await repo.countPolls(db, polls);
      const messages = await repo.messagesForPolls(db, polls.filter((p) => states.has(p.id)));
      for (const { id, settle } of batch) {
        const state = states.get(id);
        settle(state && { state, messages: messages.get(id) ?? [] });
      }
    } catch (err) {
      for (const { fail } of batch) fail(err);
    }
  }

  return {
    /** Counts one poll; undefined for an ended or unknown conversation. */
    count: (id: string, after: number) =>
      new Promise<PollResult | undefined>((settle, fail) => {
        if (pending.length === 0) setImmediate(() => void flush());
        pending.push({ id, after, settle, fail });
      }),
  };
}
