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
 * PostgreSQL: every claim is one `insert … on conflict do nothing`, so N instances behind a
 * load balancer share one replay check, across restarts.
 */
function databaseNonceStore(database: Database): NonceStore {
  return {
    claim: (nonce) => repo.claimNonce(database.db, nonce),
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
