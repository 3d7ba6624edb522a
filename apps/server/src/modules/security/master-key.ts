import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config.ts';

/** The file that keeps a generated master key beside the embedded database. */
export const MASTER_KEY_FILE = 'master.key';

const HEX_64 = /^[0-9a-fA-F]{64}$/;

export interface MasterKey {
  key: Buffer;
  /** Where it came from: the environment, a file in DATA_DIR (read or just written), or memory. */
  source: 'env' | 'file' | 'generated' | 'memory';
  /** The file, for `file` and `generated`. */
  path?: string;
}

/**
 * MASTER_KEY when set. Otherwise (never in production: config.ts refuses to start) a key kept in
 * `<DATA_DIR>/master.key`, created once with mode 0600 and read on every later start. That holds
 * with PostgreSQL too: the database keeps a check value made with the first instance's key
 * (keys-at-rest.ts), so an instance with another key refuses to start instead of writing
 * secrets no other instance can read. An in-memory data directory gets an in-memory key.
 */
export function resolveMasterKey(config: Pick<AppConfig, 'MASTER_KEY' | 'DATA_DIR'>): MasterKey {
  if (config.MASTER_KEY) return { key: Buffer.from(config.MASTER_KEY, 'hex'), source: 'env' };
  if (config.DATA_DIR.startsWith('memory://')) return { key: randomBytes(32), source: 'memory' };
  const path = join(config.DATA_DIR, MASTER_KEY_FILE);
  const read = readKeyFile(path);
  if (read) return { key: read, source: 'file', path };
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Written whole under another name, then linked into place: two processes starting at once
  // cannot both create the file, and neither can read it half written. The loser reads the winner's.
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(temporary, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temporary);
  }
  return { key: readKeyFile(path)!, source: 'generated', path };
}

function readKeyFile(path: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (!HEX_64.test(text)) {
    throw new Error(`${path} 不是有效的主密钥（应为 64 位十六进制）/ ${path} does not hold a master key (64 hex characters)`);
  }
  return Buffer.from(text, 'hex');
}
