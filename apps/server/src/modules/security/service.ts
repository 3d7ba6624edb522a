import { randomUUID } from 'node:crypto';
import { isHex } from '@portal/contract/envelope/bytes';
import { sm2DecryptField } from '@portal/contract/envelope/sm2-fields';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './repo.ts';
import { deleteEndedWindows } from './rate-limit-repo.ts';
import type { NonceStore } from './nonce-store.ts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import { KeyWrapError, type KeyWrap } from './key-wrap.ts';
import { tabKeyAad } from './keys-at-rest.ts';
import { erasePreviousSm2Key, loadSm2KeyRing, type Sm2KeyRing } from './sm2-keys.ts';

/** Keys are immutable once agreed, so a local cache can only be stale about expiry, which it checks. */
const KEY_CACHE_MAX = 20_000;
/** Key ids are the server's own UUIDs; anything else is refused before it costs a query. */
const KEY_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface EnvelopeKeyService {
  /** The current SM2 public key, handed out by key discovery; changes when the key is rotated. */
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
  /** Reads the SM2 keys again (a rotation announced on KEY_CHANGE_CHANNEL, or the minute's sweep). */
  reloadKeys(): Promise<void>;
}

export async function createEnvelopeKeyService(
  db: Db,
  options: { privateKey?: string | undefined; keyTtlSeconds: number; nonces: NonceStore; keyWrap: KeyWrap },
): Promise<EnvelopeKeyService> {
  const { keyWrap } = options;
  let ring: Sm2KeyRing = await loadSm2KeyRing(db, keyWrap, options);
  /** Reloads may overlap; only the latest one started may set the ring. */
  let reloads = 0;
  const cache = new Map<string, { keyHex: string; expiresAtMs: number }>();

  /**
   * Decrypts with the current key, then with the previous one while it is still accepted
   * (a tab that fetched the public key just before a rotation). Throws when neither opens it.
   */
  function sm2Decrypt(cipherHex: string): string {
    try {
      return sm2DecryptField(cipherHex, ring.current.privateKey);
    } catch (err) {
      const previous = ring.previous;
      if (!previous || previous.acceptUntilMs <= Date.now()) throw err;
      return sm2DecryptField(cipherHex, previous.privateKey);
    }
  }

  function remember(keyId: string, keyHex: string, expiresAtMs: number) {
    if (cache.size >= KEY_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(keyId, { keyHex, expiresAtMs });
  }

  function liveKey(keyId: string, entry: { keyHex: string; expiresAtMs: number }): string | undefined {
    if (entry.expiresAtMs > Date.now()) return entry.keyHex;
    cache.delete(keyId);
    return undefined;
  }

  /** A key this instance has not seen: the only time a stored tab key is opened. */
  async function loadKey(keyId: string): Promise<string | undefined> {
    const row = await repo.findKey(db, keyId);
    if (!row) return undefined;
    let keyHex: string;
    try {
      keyHex = keyWrap.open(row.sealedKey, tabKeyAad(keyId));
    } catch (err) {
      // Altered, or copied from another row: as good as unknown, the tab agrees a new key.
      if (err instanceof KeyWrapError) return undefined;
      throw err;
    }
    const entry = { keyHex, expiresAtMs: row.expiresAt.getTime() };
    remember(keyId, entry.keyHex, entry.expiresAtMs);
    return liveKey(keyId, entry);
  }

  async function reloadKeys() {
    const mine = ++reloads;
    const next = await loadSm2KeyRing(db, keyWrap, options);
    if (mine === reloads) ring = next;
  }

  return {
    get publicKey() {
      return ring.current.publicKey;
    },
    async handshake(encryptedKey) {
      let keyHex: string;
      try {
        keyHex = sm2Decrypt(encryptedKey);
      } catch {
        throw new AppError('BAD_HANDSHAKE');
      }
      if (!isHex(keyHex, 16) || keyHex !== keyHex.toLowerCase()) throw new AppError('BAD_HANDSHAKE');
      const keyId = randomUUID();
      const expiresAtMs = Date.now() + options.keyTtlSeconds * 1000;
      // Stored sealed (AES-GCM, microseconds against the SM2 decryption's milliseconds); the
      // cache keeps it in clear, so calls never open it again on this instance.
      await repo.insertKey(db, keyId, keyWrap.seal(keyHex, tabKeyAad(keyId)), new Date(expiresAtMs));
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
      if (!options.privateKey) {
        await erasePreviousSm2Key(db, options.keyTtlSeconds);
        // Also the fallback for a rotation notice this instance missed.
        await reloadKeys();
      }
    },
    decryptField(cipherHex) {
      try {
        return sm2Decrypt(cipherHex);
      } catch {
        throw new AppError('VALIDATION', { message: '加密字段无法解密' });
      }
    },
    reloadKeys,
  };
}
