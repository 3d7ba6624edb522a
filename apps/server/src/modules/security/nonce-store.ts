import { TIMESTAMP_WINDOW_MS } from '@portal/contract/envelope/protocol';
import type { Database } from '../../db/client.ts';
import * as repo from './repo.ts';

/** Remembers the nonces of the timestamp window so a captured call cannot be replayed. */
export interface NonceStore {
  /** True when the nonce is new; false for a replay. */
  claim(nonce: string): Promise<boolean>;
  sweep(): Promise<void>;
  close(): Promise<void>;
}

const KEEP_MS = 2 * TIMESTAMP_WINDOW_MS;
const FLUSH_MS = 1_000;

/**
 * PostgreSQL: every claim is one `insert … on conflict do nothing`, so N instances behind a
 * load balancer share one replay check.
 */
function databaseNonceStore(database: Database): NonceStore {
  return {
    claim: (nonce) => repo.claimNonce(database.db, nonce),
    sweep: () => repo.deleteNoncesBefore(database.db, new Date(Date.now() - KEEP_MS)),
    close: async () => undefined,
  };
}

/**
 * PGlite is embedded, so exactly one process owns the database and an in-memory set is a
 * complete replay check. A blocking WASM insert per call would cost more than the rest of the
 * call, so claims are written in batches each second, and reloaded at start so a restart does
 * not reopen the window.
 */
async function embeddedNonceStore(database: Database): Promise<NonceStore> {
  const seen = new Map<string, number>();
  for (const row of await repo.noncesSince(database.db, new Date(Date.now() - KEEP_MS))) {
    seen.set(row.nonce, row.seenAt.getTime());
  }
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    await repo.insertNonces(database.db, batch);
  };
  const timer = setInterval(() => void flush().catch(() => undefined), FLUSH_MS);
  timer.unref();
  return {
    async claim(nonce) {
      if (seen.has(nonce)) return false;
      seen.set(nonce, Date.now());
      pending.push(nonce);
      return true;
    },
    async sweep() {
      const cutoff = Date.now() - KEEP_MS;
      for (const [nonce, at] of seen) if (at < cutoff) seen.delete(nonce);
      await flush();
      await repo.deleteNoncesBefore(database.db, new Date(cutoff));
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export function createNonceStore(database: Database): Promise<NonceStore> | NonceStore {
  return database.kind === 'pglite' ? embeddedNonceStore(database) : databaseNonceStore(database);
}
