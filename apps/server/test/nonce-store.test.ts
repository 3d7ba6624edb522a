import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createNonceStore } from '../src/modules/security/nonce-store.ts';

describe('embedded (PGlite) nonce store', () => {
  const store = createNonceStore({ kind: 'pglite' } as Database);

  it('accepts a nonce once and refuses it after', async () => {
    await expect(store.claim('n-1')).resolves.toBe(true);
    await expect(store.claim('n-1')).resolves.toBe(false);
    await expect(store.claim('n-2')).resolves.toBe(true);
  });

  it('refuses calls stamped before the process started, so a restart reopens no window', () => {
    expect(store.earliestTimestamp).toBeGreaterThan(Date.now() - 60_000);
    expect(store.earliestTimestamp).toBeLessThanOrEqual(Date.now());
  });
});
