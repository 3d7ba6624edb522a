import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { keyWrapOf, rowAad } from './key-wrap.ts';
import * as repo from './repo.ts';

/** The associated data of a `server_secrets` row: its sealed value opens only under its own name. */
export const secretAad = (name: string): string => rowAad('server_secrets', name);

/**
 * A random secret of this deployment, created once and shared by every instance through the
 * `server_secrets` table (whichever instance starts first wins the insert). Modules key their
 * HMACs with it instead of keeping key material of their own. It is stored sealed under the
 * master key bound to `db` at start-up (keys-at-rest.ts) and returned in clear.
 */
export async function serverSecret(db: Db, name: string, bytes = 32): Promise<string> {
  const wrap = keyWrapOf(db);
  const aad = secretAad(name);
  const stored =
    (await repo.findSecret(db, name)) ?? (await repo.insertSecretOnce(db, name, wrap.seal(randomBytes(bytes).toString('hex'), aad)));
  return wrap.open(stored, aad);
}

/**
 * Like `serverSecret`, for key material another module makes itself (the certificate
 * authority's private keys): `generate` runs when there is none yet, and the first instance's
 * value wins. Sealed under the master key like every other secret.
 */
export async function serverKeyOnce(db: Db, name: string, generate: () => Promise<string>): Promise<string> {
  const wrap = keyWrapOf(db);
  const aad = secretAad(name);
  const stored = (await repo.findSecret(db, name)) ?? (await repo.insertSecretOnce(db, name, wrap.seal(await generate(), aad)));
  return wrap.open(stored, aad);
}
