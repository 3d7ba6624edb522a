import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * A random secret of this deployment, created once and shared by every instance through the
 * `server_secrets` table (whichever instance starts first wins the insert). Modules key their
 * HMACs with it instead of keeping key material of their own.
 */
export async function serverSecret(db: Db, name: string, bytes = 32): Promise<string> {
  return (await repo.findSecret(db, name)) ?? (await repo.insertSecretOnce(db, name, randomBytes(bytes).toString('hex')));
}
