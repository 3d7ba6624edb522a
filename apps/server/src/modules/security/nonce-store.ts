import { TIMESTAMP_WINDOW_MS } from '@portal/contract/envelope/protocol';
import type { Database } from '../../db/client.ts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import * as repo from './repo.ts';

/** Remembers the nonces of the timestamp window so a captured call cannot be replayed. */
export interface NonceStore {
  /** True when the nonce is new; false for a replay. The embedded store answers at once. */
  claim(nonce: string): MaybePromise<boolean>;
  /** Calls stamped before this instant (epoch ms) are refused: this store cannot vouch for them. */
  readonly earliestTimestamp: number;
  sweep(): Promise<void>;
}

/**
 * Clocks that may disagree: this instance's (which checks stamps and sweeps), the database's
 * (which records when a nonce was seen) and other instances' (which may be handed the replay).
 */
const CLOCK_MARGIN_MS = 60_000;

/**
 * A call stamped at the window's far edge (now + 5 min) is accepted until 10 minutes after it was
 * first seen, so its nonce is kept that long and a margin more for the clocks above. Without the
 * margin, an instance 2 s ahead of the database swept the nonce while the stamp was still good.
 */
const KEEP_MS = 2 * TIMESTAMP_WINDOW_MS + CLOCK_MARGIN_MS;

/**
 * PostgreSQL: claims go to the database, so N instances behind a load balancer share one
 * replay check, across restarts. Claims that arrive in the same turn of the event loop share
 * one `insert … on conflict do nothing returning` (group commit): one round trip per batch
 * instead of per call. A nonce twice in one batch counts once; the second is a replay.
 */
export function databaseNonceStore(database: Database): NonceStore {
  let pending: Array<{ nonce: string; settle: (fresh: boolean) => void; fail: (err: unknown) => void }> = [];

  async function flush() {
    const batch = pending;
    pending = [];
    try {
      const inserted = await repo.claimNonces(database.db, [...new Set(batch.map((b) => b.nonce))]);
      for (const { nonce, settle } of batch) {
        // Only the first claim of a nonce in the batch may have it.
        settle(inserted.delete(nonce));
      }
    } catch (err) {
      for (const { fail } of batch) fail(err);
    }
  }

  return {
    claim: (nonce) =>
      new Promise<boolean>((settle, fail) => {
        if (pending.length === 0) setImmediate(() => void flush());
        pending.push({ nonce, settle, fail });
      }),
    earliestTimestamp: 0,
    sweep: () => repo.deleteNoncesBefore(database.db, new Date(Date.now() - KEEP_MS)),
  };
}

/**
 * PGlite is embedded, so exactly one process owns the database and an in-memory set is a
 * complete replay check without a blocking WASM insert per call. The set is lost on restart,
 * so calls stamped before the process started are refused: a call captured before a restart
 * cannot be replayed after it.
 *
 * Nonces are kept in generations of half the keeping time, three at a time: each is kept at
 * least KEEP_MS and forgotten a whole generation at once, so a claim is one or three set
 * lookups and one insert, with no time stored per nonce and no sweep walking millions of
 * entries while calls wait.
 */
export function embeddedNonceStore(now: () => number = () => Date.now()): NonceStore {
  const span = KEEP_MS / 2;
  let generations = [new Set<string>(), new Set<string>(), new Set<string>()];
  let rotateAt = now() + span;
  const rotate = () => {
    while (now() >= rotateAt) {
      generations = [new Set<string>(), generations[0]!, generations[1]!];
      rotateAt += span;
    }
  };
  return {
    claim(nonce) {
      if (now() >= rotateAt) rotate();
      const [current, previous, oldest] = generations;
      if (current!.has(nonce) || previous!.has(nonce) || oldest!.has(nonce)) return false;
      current!.add(nonce);
      return true;
    },
    earliestTimestamp: now(),
    async sweep() {
      rotate();
    },
  };
}

export function createNonceStore(database: Database): NonceStore {
  return database.kind === 'pglite' ? embeddedNonceStore() : databaseNonceStore(database);
}
