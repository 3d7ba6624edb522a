import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PREFIX, HANDSHAKE_PATH } from '@portal/contract/envelope/protocol';
import { sm2EncryptField, sm2PublicKeyOf } from '@portal/contract/envelope/sm2-fields';
import { ERRORS } from '@portal/contract/errors';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { serverSecrets } from '../src/db/schema/security.ts';
import { keyWrapOf } from '../src/modules/security/key-wrap.ts';
import { rotateSm2Key, RotationRefused, SM2_PREVIOUS } from '../src/modules/security/sm2-keys.ts';
import type { TestServer } from './support/test-app.ts';
import { startTwoInstances } from './support/two-instances.ts';

/**
 * Rotating the envelope's SM2 key (issue 18, finding 7): discovery hands out the new public key
 * on every instance, while handshakes and §4.6 secret fields made with the previous public key
 * are accepted for ENVELOPE_KEY_TTL_SECONDS after the rotation (tabs that fetched it just
 * before), then refused, and the old key is erased.
 */
const TTL_SECONDS = testConfig().ENVELOPE_KEY_TTL_SECONDS;

let pair: Awaited<ReturnType<typeof startTwoInstances>>;
beforeAll(async () => {
  pair = await startTwoInstances();
});
afterAll(() => pair.close());
afterEach(() => {
  vi.useRealTimers();
});

const url = (server: TestServer) => server.origin + API_PREFIX + HANDSHAKE_PATH;

async function discoveredKey(server: TestServer): Promise<string> {
  const res = await fetch(url(server));
  return ((await res.json()) as { data: { publicKey: string } }).data.publicKey;
}

/** A handshake as a tab makes it, with a public key it fetched earlier; the reply's code. */
async function handshakeWith(server: TestServer, publicKey: string): Promise<number> {
  const res = await fetch(url(server), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: sm2EncryptField(randomBytes(16).toString('hex'), publicKey) }),
  });
  return ((await res.json()) as { code: number }).code;
}

const previousRows = () => pair.shared.db.select().from(serverSecrets).where(eq(serverSecrets.name, SM2_PREVIOUS));

describe('SM2 key rotation', () => {
  it('hands out the new key everywhere, accepts the old one until its tabs expire, then refuses and erases it', async () => {
    const { a, b, shared } = pair;
    const oldKey = a.app.envelopeKeys.publicKey;
    expect(await discoveredKey(b)).toBe(oldKey);

    const rotated = await rotateSm2Key(shared.db, keyWrapOf(shared.db), TTL_SECONDS);
    expect(rotated.publicKey).not.toBe(oldKey);
    // Both instances hear of it (NOTIFY) and hand out the new key.
    await vi.waitFor(async () => {
      expect(await discoveredKey(a)).toBe(rotated.publicKey);
      expect(await discoveredKey(b)).toBe(rotated.publicKey);
    }, { timeout: 5_000, interval: 50 });

    for (const server of [a, b]) {
      expect(await handshakeWith(server, oldKey)).toBe(200);
      expect(await handshakeWith(server, rotated.publicKey)).toBe(200);
      expect(server.app.envelopeKeys.decryptField(sm2EncryptField('Old@2026', oldKey))).toBe('Old@2026');
      expect(server.app.envelopeKeys.decryptField(sm2EncryptField('New@2026', rotated.publicKey))).toBe('New@2026');
    }
    // An instance started within the window accepts the old key too.
    const late = await buildApp(testConfig(), { database: shared });
    try {
      expect(late.envelopeKeys.publicKey).toBe(rotated.publicKey);
      expect(late.envelopeKeys.decryptField(sm2EncryptField('Old@2026', oldKey))).toBe('Old@2026');
    } finally {
      await late.close();
    }
    // Rotating again now would cut the old key's tabs off early.
    await expect(rotateSm2Key(shared.db, keyWrapOf(shared.db), TTL_SECONDS)).rejects.toBeInstanceOf(RotationRefused);
    expect(await previousRows()).toHaveLength(1);

    // The window ends ENVELOPE_KEY_TTL_SECONDS after the rotation.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TTL_SECONDS * 1000 + 1_000 });
    for (const server of [a, b]) {
      expect(await handshakeWith(server, oldKey)).toBe(ERRORS.BAD_HANDSHAKE.code);
      expect(await handshakeWith(server, rotated.publicKey)).toBe(200);
      expect(() => server.app.envelopeKeys.decryptField(sm2EncryptField('Old@2026', oldKey))).toThrow(
        expect.objectContaining({ code: ERRORS.VALIDATION.code }),
      );
    }
    await a.app.envelopeKeys.sweep();
    expect(await previousRows()).toEqual([]);
    // With the old key gone, the next rotation may go ahead.
    const next = await rotateSm2Key(shared.db, keyWrapOf(shared.db), TTL_SECONDS);
    await vi.waitFor(async () => expect(await discoveredKey(b)).toBe(next.publicKey), { timeout: 5_000, interval: 50 });
    expect(await handshakeWith(b, next.publicKey)).toBe(200);
  }, 120_000);

  it('keeps SM2_PRIVATE_KEY as the only key when it is set', async () => {
    const privateKey = 'a1'.repeat(32);
    const pinned = await buildApp(testConfig({ SM2_PRIVATE_KEY: privateKey }), { database: pair.shared });
    try {
      expect(pinned.envelopeKeys.publicKey).toBe(sm2PublicKeyOf(privateKey));
      await pinned.envelopeKeys.reloadKeys();
      await pinned.envelopeKeys.sweep();
      expect(pinned.envelopeKeys.publicKey).toBe(sm2PublicKeyOf(privateKey));
    } finally {
      await pinned.close();
    }
  });
});
