import { sm2GenerateKeyPair, sm2PublicKeyOf } from '@portal/contract/envelope/sm2-fields';
import type { Db } from '../../db/client.ts';
import type { KeyWrap } from './key-wrap.ts';
import { secretAad } from './server-secret.ts';
import * as repo from './repo.ts';

/** The envelope's current SM2 private key, sealed in `server_secrets`. */
export const SM2_CURRENT = 'envelope.sm2.private';
/** The key current before the last rotation; its row's `created_at` is the rotation's time. */
export const SM2_PREVIOUS = 'envelope.sm2.previous';
/** Announces a rotation so every instance reads the keys again (NOTIFY, delivered on commit). */
export const KEY_CHANGE_CHANNEL = 'portal_key_change';

export interface Sm2Key {
  privateKey: string;
  publicKey: string;
}

/**
 * The keys a handshake may have used: the current one, whose public key discovery hands out,
 * and for ENVELOPE_KEY_TTL_SECONDS after a rotation the previous one, for tabs that fetched
 * the public key just before it (their handshake or §4.6 secret field comes a little later).
 */
export interface Sm2KeyRing {
  current: Sm2Key;
  previous?: Sm2Key & { acceptUntilMs: number };
}

const keyOf = (privateKey: string): Sm2Key => ({ privateKey, publicKey: sm2PublicKeyOf(privateKey) });

/**
 * Reads the ring from the database, creating the first key when there is none (the first
 * instance to start wins the insert). SM2_PRIVATE_KEY, when set, is the only key and wins.
 */
export async function loadSm2KeyRing(db: Db, wrap: KeyWrap, options: { privateKey?: string | undefined; keyTtlSeconds: number }): Promise<Sm2KeyRing> {
  if (options.privateKey) return { current: keyOf(options.privateKey.toLowerCase()) };
  const currentAad = secretAad(SM2_CURRENT);
  const stored =
    (await repo.findSecret(db, SM2_CURRENT)) ??
    (await repo.insertSecretOnce(db, SM2_CURRENT, wrap.seal(sm2GenerateKeyPair().privateKey, currentAad)));
  const ring: Sm2KeyRing = { current: keyOf(wrap.open(stored, currentAad)) };
  const previous = await repo.findSecretRow(db, SM2_PREVIOUS);
  const acceptUntilMs = previous ? previous.createdAt.getTime() + options.keyTtlSeconds * 1000 : 0;
  if (previous && acceptUntilMs > Date.now()) {
    ring.previous = { ...keyOf(wrap.open(previous.value, secretAad(SM2_PREVIOUS))), acceptUntilMs };
  }
  return ring;
}

/** The previous key once its window has passed: erased from the database (every instance's sweep). */
export function erasePreviousSm2Key(db: Db, keyTtlSeconds: number): Promise<void> {
  return repo.deleteSecretCreatedBefore(db, SM2_PREVIOUS, new Date(Date.now() - keyTtlSeconds * 1000));
}

export class RotationRefused extends Error {}

/**
 * Makes a new SM2 key current and keeps the old one as the previous key, in one transaction
 * that holds the current key's row, then tells every instance. A second rotation while the
 * previous key is still accepted is refused: it would cut that key's tabs off early.
 */
export async function rotateSm2Key(db: Db, wrap: KeyWrap, keyTtlSeconds: number): Promise<{ publicKey: string; previousAcceptedUntil: Date }> {
  return db.transaction(async (tx) => {
    const stored = await repo.lockSecret(tx, SM2_CURRENT);
    if (!stored) throw new RotationRefused('没有可轮换的 SM2 密钥：请先启动一次服务 / there is no SM2 key to rotate yet: start the server once');
    const previous = await repo.findSecretRow(tx, SM2_PREVIOUS);
    if (previous && previous.createdAt.getTime() + keyTtlSeconds * 1000 > Date.now()) {
      const until = new Date(previous.createdAt.getTime() + keyTtlSeconds * 1000).toISOString();
      throw new RotationRefused(`上一把 SM2 密钥在 ${until} 之前仍被接受，请在此之后再轮换 / the previous SM2 key is accepted until ${until}: rotate again after that`);
    }
    const old = wrap.open(stored, secretAad(SM2_CURRENT));
    const next = sm2GenerateKeyPair();
    await repo.upsertSecret(tx, SM2_PREVIOUS, wrap.seal(old, secretAad(SM2_PREVIOUS)));
    await repo.upsertSecret(tx, SM2_CURRENT, wrap.seal(next.privateKey, secretAad(SM2_CURRENT)));
    await repo.notifyKeyChange(tx, KEY_CHANGE_CHANNEL, 'sm2');
    return { publicKey: next.publicKey, previousAcceptedUntil: new Date(Date.now() + keyTtlSeconds * 1000) };
  });
}
