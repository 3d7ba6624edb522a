import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { KeysAtRest } from './keys-at-rest.ts';
import { KEY_CHANGE_CHANNEL } from './sm2-keys.ts';

/**
 * Every instance reads the SM2 keys again when a rotation is announced (the CLI's NOTIFY) and
 * when the change feed comes back after a drop, in case it missed one; the minute's sweep
 * reads them too, so an instance without a feed is at most a minute late.
 */
export function listenForKeyChanges(app: FastifyInstance, database: Database): Promise<() => Promise<void>> {
  const reload = () => {
    app.envelopeKeys.reloadKeys().catch((err: unknown) => app.log.warn({ err }, 'reading the SM2 keys again failed'));
  };
  return database.listen([KEY_CHANGE_CHANNEL], { onNotify: reload, onReady: reload, onLost: () => {} });
}

/** What an operator must know about the master key at start: a new key file to back up, a shared database. */
export function logKeysAtRest(log: FastifyBaseLogger, keys: KeysAtRest, databaseKind: Database['kind']): void {
  const { master } = keys;
  if (master.source === 'generated') {
    log.warn(
      { path: master.path },
      '已生成主密钥文件，请妥善备份：丢失它即丢失库中加密保存的密钥 / generated a master key file: back it up, losing it loses the secrets sealed in the database',
    );
  }
  if ((master.source === 'generated' || master.source === 'file') && databaseKind === 'postgres') {
    log.warn(
      { path: master.path },
      'MASTER_KEY 未设置，使用数据目录中的主密钥：共用此数据库的每个实例都需要同一把 / MASTER_KEY is unset and the key file in DATA_DIR is used: every instance on this database needs the same key',
    );
  }
  if (keys.sealedNow > 0) log.info({ sealed: keys.sealedNow }, 'sealed key material that an older version stored in clear');
}
