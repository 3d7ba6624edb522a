import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envelopeKeys, envelopeNonces, serverSecrets } from '../../db/schema/security.ts';

export async function findSecret(db: Db, name: string): Promise<string | undefined> {
  const rows = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return rows[0]?.value;
}

/** Inserts unless another instance won the race; returns the stored value either way. */
export async function insertSecretOnce(db: Db, name: string, value: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  return (await findSecret(db, name)) ?? value;
}

export async function insertKey(db: Db, keyId: string, keyHex: string, expiresAt: Date): Promise<void> {
  await db.insert(envelopeKeys).values({ keyId, keyHex, expiresAt });
}

export async function findKey(db: Db, keyId: string): Promise<{ keyHex: string; expiresAt: Date } | undefined> {
  const rows = await db
    .select({ keyHex: envelopeKeys.keyHex, expiresAt: envelopeKeys.expiresAt })
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
