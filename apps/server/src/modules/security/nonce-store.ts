import { TIMESTAMP_WINDOW_MS } from '@portal/contract/envelope/protocol';
import type { Database } from '../../db/client.ts';
import * as repo from './repo.ts';

/** Remembers the nonces of the timestamp window so a captured call cannot be replayed. */
export interface NonceStore {
  /** True when the nonce is new; false for a replay. */
  claim(nonce: string): Promise<boolean>;
  /** Calls stamped before this instant (epoch ms) are refused: this store cannot vouch for them. */
  readonly earliestTimestamp: number;
  sweep(): Promise<void>;
}

const KEEP_MS = 2 * TIMESTAMP_WINDOW_MS;

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
 */
function embeddedNonceStore(): NonceStore {
  const seen = new Map<string, number>();
  return {
    async claim(nonce) {
      if (seen.has(nonce)) return false;
      seen.set(nonce, Date.now());
      return true;
    },
    earliestTimestamp: Date.now(),
    async sweep() {
      const cutoff = Date.now() - KEEP_MS;
      for (const [nonce, at] of seen) if (at < cutoff) seen.delete(nonce);
    },
  };
}

export function createNonceStore(database: Database): NonceStore {
  return database.kind === 'pglite' ? embeddedNonceStore() : databaseNonceStore(database);
}
