import { and, eq, lt, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envelopeKeys, envelopeNonces, serverSecrets } from '../../db/schema/security.ts';
import { SEALED_PREFIX } from './key-wrap.ts';

export async function findSecret(db: Db, name: string): Promise<string | undefined> {
  const rows = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return rows[0]?.value;
}

/** Inserts unless another instance won the race; returns the stored value either way. */
export async function insertSecretOnce(db: Db, name: string, value: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  return (await findSecret(db, name)) ?? value;
}

export async function findSecretRow(db: Db, name: string): Promise<{ value: string; createdAt: Date } | undefined> {
  const rows = await db
    .select({ value: serverSecrets.value, createdAt: serverSecrets.createdAt })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return rows[0];
}

export async function allSecrets(db: Db): Promise<Array<{ name: string; value: string }>> {
  return db.select({ name: serverSecrets.name, value: serverSecrets.value }).from(serverSecrets);
}

/** Replaces a secret's stored form only if nobody changed it since it was read; true when it did. */
export async function replaceSecretIfUnchanged(db: Db, name: string, was: string, now: string): Promise<boolean> {
  const rows = await db
    .update(serverSecrets)
    .set({ value: now })
    .where(and(eq(serverSecrets.name, name), eq(serverSecrets.value, was)))
    .returning({ name: serverSecrets.name });
  return rows.length > 0;
}

/** Sets a secret, with `created_at` as now (the SM2 rotation dates its keys by it). */
export async function upsertSecret(db: Db, name: string, value: string): Promise<void> {
  await db
    .insert(serverSecrets)
    .values({ name, value })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value, createdAt: sql`now()` } });
}

/** The stored form of a secret, locked until the transaction ends (a rotation). */
export async function lockSecret(db: Db, name: string): Promise<string | undefined> {
  const rows = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)).for('update');
  return rows[0]?.value;
}

export async function deleteSecretCreatedBefore(db: Db, name: string, cutoff: Date): Promise<void> {
  await db.delete(serverSecrets).where(and(eq(serverSecrets.name, name), lt(serverSecrets.createdAt, cutoff)));
}

export async function notifyKeyChange(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Tab keys stored in clear by a version before MASTER_KEY, a batch at a time. */
export async function clearKeys(db: Db, limit: number): Promise<Array<{ keyId: string; keyHex: string }>> {
  return db
    .select({ keyId: envelopeKeys.keyId, keyHex: envelopeKeys.keyHex })
    .from(envelopeKeys)
    .where(notLike(envelopeKeys.keyHex, `${SEALED_PREFIX}%`))
    .limit(limit);
}

/** Stores the sealed form of each tab key whose stored form is still the clear one read. */
export async function sealKeysIfUnchanged(db: Db, rows: Array<{ keyId: string; clear: string; sealed: string }>): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.keyId}, ${r.clear}, ${r.sealed})`),
    sql`, `,
  );
  await db.execute(sql`
    update envelope_keys e set key_hex = v.sealed
    from (values ${values}) as v(key_id, clear, sealed)
    where e.key_id = v.key_id and e.key_hex = v.clear`);
}

/** A tab key, stored sealed (its column keeps the name `key_hex` from before MASTER_KEY). */
export async function insertKey(db: Db, keyId: string, sealedKey: string, expiresAt: Date): Promise<void> {
  await db.insert(envelopeKeys).values({ keyId, keyHex: sealedKey, expiresAt });
}

export async function findKey(db: Db, keyId: string): Promise<{ sealedKey: string; expiresAt: Date } | undefined> {
  const rows = await db
    .select({ sealedKey: envelopeKeys.keyHex, expiresAt: envelopeKeys.expiresAt })
    .from(envelopeKeys)
    .where(eq(envelopeKeys.keyId, keyId));
  return rows[0];
}

/** Inserts the nonces not seen before and returns exactly those (one round trip for a batch). */
export async function claimNonces(db: Db, nonces: string[]): Promise<Set<string>> {
  const rows = await db
    .insert(envelopeNonces)
    .values(nonces.map((nonce) => ({ nonce })))
    .onConflictDoNothing()
    .returning({ nonce: envelopeNonces.nonce });
  return new Set(rows.map((r) => r.nonce));
}

export async function deleteNoncesBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(envelopeNonces).where(lt(envelopeNonces.seenAt, cutoff));
}

export async function deleteExpiredKeys(db: Db): Promise<void> {
  await db.delete(envelopeKeys).where(lt(envelopeKeys.expiresAt, sql`now()`));
}
