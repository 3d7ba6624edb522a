import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { prepareKeysAtRest } from '../modules/security/keys-at-rest.ts';
import { rotateSm2Key } from '../modules/security/sm2-keys.ts';

/**
 * `npm run keys:rotate-sm2`: makes a new SM2 key current for the envelope, with the same
 * environment as the server (DATABASE_URL or DATA_DIR, MASTER_KEY, ENVELOPE_KEY_TTL_SECONDS).
 * Running instances hear of it at once (NOTIFY) or within a minute; handshakes and secret
 * fields made with the old public key are accepted for ENVELOPE_KEY_TTL_SECONDS more, then the
 * old key is erased. The embedded PGlite database allows one process: stop the server first.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = loadConfig();
if (config.SM2_PRIVATE_KEY) {
  fail('SM2 密钥由 SM2_PRIVATE_KEY 指定：请更换该变量后重启 / the SM2 key comes from SM2_PRIVATE_KEY: change that variable and restart instead');
}
if (!config.DATABASE_URL && existsSync(join(config.DATA_DIR, 'postmaster.pid'))) {
  fail(
    `内嵌数据库 ${config.DATA_DIR} 正在被服务使用，请先停止服务 / the embedded database in ${config.DATA_DIR} is in use: stop the server first` +
      ' (if no server runs, it did not shut down cleanly: start and stop it once)',
  );
}

const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  await database.migrate();
  const { wrap } = await prepareKeysAtRest(database.db, config);
  const rotated = await rotateSm2Key(database.db, wrap, config.ENVELOPE_KEY_TTL_SECONDS);
  process.stdout.write(`新的 SM2 公钥 / new SM2 public key: ${rotated.publicKey}\n`);
  process.stdout.write(`旧密钥接受至 / the previous key is accepted until ${rotated.previousAcceptedUntil.toISOString()}\n`);
} catch (err) {
  await database.close();
  fail(err instanceof Error ? err.message : String(err));
}
await database.close();
