import { rmSync } from 'node:fs';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sealClearPartnerSecrets } from '../open-identity/service.ts';
import { bindKeyWrap, createKeyWrap, isSealed, KeyWrapError, rowAad, type KeyWrap } from './key-wrap.ts';
import { resolveMasterKey, type MasterKey } from './master-key.ts';
import * as repo from './repo.ts';
import { secretAad } from './server-secret.ts';

/** A sealed known text, written by the first instance: proof that a later start has the same key. */
const CHECK_NAME = 'master-key.check';
const CHECK_TEXT = 'portal master key check v1';
/** Tab keys sealed per statement when an older database is brought up to date. */
const KEY_BATCH = 1_000;

export const tabKeyAad = (keyId: string): string => rowAad('envelope_keys', keyId);

export class MasterKeyMismatch extends Error {
  constructor(master: MasterKey) {
    const where = master.source === 'env' ? 'MASTER_KEY' : `MASTER_KEY (${master.path ?? master.source})`;
    super(
      `${where} 与本数据库不符：库中的密钥材料是用另一把主密钥加密的，请使用最初的主密钥启动。` +
        ` / ${where} does not match this database: its key material was sealed with another master key.` +
        ' Start with the original key (every instance on one database needs the same MASTER_KEY); see README, "Master key".',
    );
    this.name = 'MasterKeyMismatch';
  }
}

export interface KeysAtRest {
  wrap: KeyWrap;
  master: MasterKey;
  /** Values found in clear (a database from before MASTER_KEY) and sealed by this start. */
  sealedNow: number;
}

/**
 * Start-up of the keys at rest (docs/decisions.md, "Safe to deploy"): the master key from
 * MASTER_KEY or DATA_DIR, checked against the database's check value (a wrong key refuses the
 * start, it never writes a second set of secrets), then every value an older version stored in
 * clear is sealed in place. Each value is replaced only if it is still the clear value read,
 * so two instances starting together both finish with one sealed value per row.
 */
export async function prepareKeysAtRest(db: Db, config: Pick<AppConfig, 'MASTER_KEY' | 'DATA_DIR'>): Promise<KeysAtRest> {
  const master = resolveMasterKey(config);
  try {
    return await prepare(db, master);
  } catch (err) {
    // A key file made by this start for a database that has a key already (the file was lost
    // or DATA_DIR changed) is taken away again: restoring the right one is then a plain copy.
    if (err instanceof MasterKeyMismatch && master.source === 'generated' && master.path) rmSync(master.path, { force: true });
    throw err;
  }
}

async function prepare(db: Db, master: MasterKey): Promise<KeysAtRest> {
  const wrap = createKeyWrap(master.key);
  const checkAad = secretAad(CHECK_NAME);
  const check = await repo.findSecret(db, CHECK_NAME);
  if (check !== undefined && !opensTo(wrap, check, checkAad, CHECK_TEXT)) throw new MasterKeyMismatch(master);
  const secrets = await repo.allSecrets(db);
  // Few rows, all read at start anyway: one that does not open means a key mix-up, said now,
  // and before a missing check value is written with a key that is not the database's.
  for (const { name, value } of secrets) {
    if (isSealed(value) && !opensTo(wrap, value, secretAad(name))) throw new MasterKeyMismatch(master);
  }
  if (check === undefined) {
    const stored = await repo.insertSecretOnce(db, CHECK_NAME, wrap.seal(CHECK_TEXT, checkAad));
    // Another instance may have won the insert with its own key.
    if (!opensTo(wrap, stored, checkAad, CHECK_TEXT)) throw new MasterKeyMismatch(master);
  }

  let sealedNow = 0;
  for (const { name, value } of secrets) {
    if (!isSealed(value) && (await repo.replaceSecretIfUnchanged(db, name, value, wrap.seal(value, secretAad(name))))) sealedNow++;
  }
  for (;;) {
    const clear = await repo.clearKeys(db, KEY_BATCH);
    if (clear.length === 0) break;
    await repo.sealKeysIfUnchanged(db, clear.map((k) => ({ keyId: k.keyId, clear: k.keyHex, sealed: wrap.seal(k.keyHex, tabKeyAad(k.keyId)) })));
    sealedNow += clear.length;
  }
  sealedNow += await sealClearPartnerSecrets(db, wrap);
  bindKeyWrap(db, wrap);
  return { wrap, master, sealedNow };
}

function opensTo(wrap: KeyWrap, sealed: string, aad: string, expected?: string): boolean {
  try {
    const clear = wrap.open(sealed, aad);
    return expected === undefined || clear === expected;
  } catch (err) {
    if (err instanceof KeyWrapError) return false;
    throw err;
  }
}
