import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createNonceStore, embeddedNonceStore } from '../src/modules/security/nonce-store.ts';
import { TIMESTAMP_WINDOW_MS } from '@portal/contract/envelope/protocol';

describe('embedded (PGlite) nonce store', () => {
  const store = createNonceStore({ kind: 'pglite' } as Database);

  it('accepts a nonce once and refuses it after, answering at once', () => {
    expect(store.claim('n-1')).toBe(true);
    expect(store.claim('n-1')).toBe(false);
    expect(store.claim('n-2')).toBe(true);
  });

  it('remembers a nonce for at least twice the timestamp window, then forgets it', async () => {
    let clock = 1_000_000;
    const timed = embeddedNonceStore(() => clock);
    expect(timed.claim('old')).toBe(true);
    // Just inside twice the window (the longest a stamped call stays acceptable), still a replay.
    clock += 2 * TIMESTAMP_WINDOW_MS - 1;
    await timed.sweep();
    expect(timed.claim('old')).toBe(false);
    expect(timed.claim('newer')).toBe(true);
    // Long after, both are forgotten (their calls' timestamps are refused by then anyway).
    clock += 4 * TIMESTAMP_WINDOW_MS;
    expect(timed.claim('old')).toBe(true);
    expect(timed.claim('newer')).toBe(true);
  });

  it('refuses calls stamped before the process started, so a restart reopens no window', () => {
    expect(store.earliestTimestamp).toBeGreaterThan(Date.now() - 60_000);
    expect(store.earliestTimestamp).toBeLessThanOrEqual(Date.now());
  });
});

describe('database (PostgreSQL) nonce store', () => {
  it('batches claims of one tick into one insert and lets only the first claim of a nonce win', async () => {
    const { createTestDatabase } = await import('./support/test-database.ts');
    const { databaseNonceStore } = await import('../src/modules/security/nonce-store.ts');
    const database = await createTestDatabase();
    try {
      const store = databaseNonceStore(database);
      await expect(Promise.all(['a-1', 'b-1', 'a-1'].map((n) => store.claim(n)))).resolves.toEqual([true, true, false]);
      await expect(store.claim('a-1')).resolves.toBe(false);
      await expect(store.claim('c-1')).resolves.toBe(true);
      expect(store.earliestTimestamp).toBe(0);
    } finally {
      await database.close();
    }
  });
});
