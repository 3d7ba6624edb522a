import { randomUUID } from 'node:crypto';
import { isHex } from '@portal/contract/envelope/bytes';
import { sm2DecryptField, sm2GenerateKeyPair, sm2PublicKeyOf } from '@portal/contract/envelope/sm2-fields';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './repo.ts';
import { deleteEndedWindows } from './rate-limit-repo.ts';
import type { NonceStore } from './nonce-store.ts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';

const SM2_SECRET = 'envelope.sm2.private';
/** Keys are immutable once agreed, so a local cache can only be stale about expiry, which it checks. */
const KEY_CACHE_MAX = 20_000;
/** Key ids are the server's own UUIDs; anything else is refused before it costs a query. */
const KEY_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface EnvelopeKeyService {
  readonly publicKey: string;
  /** Decrypts the client's SM4 key and stores it under a new key id. */
  handshake(encryptedKey: string): Promise<{ keyId: string; expiresIn: number }>;
  /** The key's hex, at once when this instance knows it, else after a read. */
  resolveKey(keyId: string): MaybePromise<string | undefined>;
  claimNonce(nonce: string): MaybePromise<boolean>;
  /** Calls stamped earlier than this (epoch ms) cannot be checked for replay and are refused. */
  readonly earliestTimestamp: number;
  sweep(): Promise<void>;
  /** Decrypts an SM2-encrypted secret field of a call (§4.6). */
  decryptField(cipherHex: string): string;
}

export async function createEnvelopeKeyService(
  db: Db,
  options: { privateKey?: string | undefined; keyTtlSeconds: number; nonces: NonceStore },
): Promise<EnvelopeKeyService> {
  const privateKey =
    options.privateKey?.toLowerCase() ??
    (await repo.findSecret(db, SM2_SECRET)) ??
    (await repo.insertSecretOnce(db, SM2_SECRET, sm2GenerateKeyPair().privateKey));
  const publicKey = sm2PublicKeyOf(privateKey);
  const cache = new Map<string, { keyHex: string; expiresAtMs: number }>();

  function remember(keyId: string, keyHex: string, expiresAtMs: number) {
    if (cache.size >= KEY_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(keyId, { keyHex, expiresAtMs });
  }

  function liveKey(keyId: string, entry: { keyHex: string; expiresAtMs: number }): string | undefined {
    if (entry.expiresAtMs > Date.now()) return entry.keyHex;
    cache.delete(keyId);
    return undefined;
  }

  async function loadKey(keyId: string): Promise<string | undefined> {
    const row = await repo.findKey(db, keyId);
    if (!row) return undefined;
    const entry = { keyHex: row.keyHex, expiresAtMs: row.expiresAt.getTime() };
    remember(keyId, entry.keyHex, entry.expiresAtMs);
    return liveKey(keyId, entry);
  }

  return {
    publicKey,
    async handshake(encryptedKey) {
      let keyHex: string;
      try {
        keyHex = sm2DecryptField(encryptedKey, privateKey);
      } catch {
        throw new AppError('BAD_HANDSHAKE');
      }
      if (!isHex(keyHex, 16) || keyHex !== keyHex.toLowerCase()) throw new AppError('BAD_HANDSHAKE');
      const keyId = randomUUID();
      const expiresAtMs = Date.now() + options.keyTtlSeconds * 1000;
      await repo.insertKey(db, keyId, keyHex, new Date(expiresAtMs));
      remember(keyId, keyHex, expiresAtMs);
      return { keyId, expiresIn: options.keyTtlSeconds };
    },
    resolveKey(keyId) {
      if (!KEY_ID_RE.test(keyId)) return undefined;
      const entry = cache.get(keyId);
      return entry ? liveKey(keyId, entry) : loadKey(keyId);
    },
    claimNonce: (nonce) => options.nonces.claim(nonce),
    earliestTimestamp: options.nonces.earliestTimestamp,
    async sweep() {
      await options.nonces.sweep();
      await repo.deleteExpiredKeys(db);
      await deleteEndedWindows(db);
    },
    decryptField(cipherHex) {
      try {
        return sm2DecryptField(cipherHex, privateKey);
      } catch {
        throw new AppError('VALIDATION', { message: '加密字段无法解密' });
      }
    },
  };
}
