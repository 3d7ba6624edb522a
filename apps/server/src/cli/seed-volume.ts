import { parseArgs } from 'node:util';
import { loadDatabaseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedVolumeLedger, VOLUME_PASSWORD, VolumeAlreadySeeded } from '../db/seed/ledger/volume.ts';
import { serializeError } from '../plugins/log-safety.ts';
// special assets (issue 25)
import { seedVolumeAssets, VOLUME_ASSETS } from '../db/seed/special-assets/volume.ts';
// end special assets

/**
 * `npm run seed:volume [-- --enterprises 100 --transactions 1000000]`: the large ledger the bench
 * queries (issue 23), on the PostgreSQL database of DATABASE_URL only (the embedded database is
 * refused: a million rows are no demo). It migrates first, then writes everything in one
 * transaction, once in a database's life: a second run refuses and changes nothing. Exit
 * status: 0 seeded, 1 refused or failed, 2 wrong usage.
 */
const TEXTS = {
  usage: '用法 / Usage: DATABASE_URL=postgres://… npm run seed:volume [-- --enterprises <1-9999> --transactions <n> --assets <0-200000>]',
  embedded: 'seed:volume 只在 PostgreSQL 上运行，请设置 DATABASE_URL / seed:volume runs on PostgreSQL only: set DATABASE_URL (the embedded database is refused)',
  already: '此数据库已生成过压测数据，未做任何改动 / the volume ledger is already in this database: nothing changed',
  failed: '生成压测数据失败 / seed:volume failed: ',
};

function positive(value: string | undefined, fallback: number, max: number): number | undefined {
  if (value === undefined) return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

async function main(): Promise<number> {
  let values: { enterprises?: string | undefined; transactions?: string | undefined; assets?: string | undefined };
  try {
    ({ values } = parseArgs({ options: { enterprises: { type: 'string' }, transactions: { type: 'string' }, assets: { type: 'string' } } }));
  } catch {
    process.stderr.write(`${TEXTS.usage}\n`);
    return 2;
  }
  const enterpriseCount = positive(values.enterprises, 100, 9999);
  const transactions = positive(values.transactions, 1_000_000, 50_000_000);
  // special assets (issue 25): --assets 0 leaves the catalogue alone.
  const assetCount = values.assets === '0' ? 0 : positive(values.assets, VOLUME_ASSETS, 200_000);
  // end special assets
  if (enterpriseCount === undefined || transactions === undefined || assetCount === undefined) {
    process.stderr.write(`${TEXTS.usage}\n`);
    return 2;
  }
  const config = loadDatabaseConfig();
  if (!config.DATABASE_URL) {
    process.stderr.write(`${TEXTS.embedded}\n`);
    return 1;
  }
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: '', poolSize: 2 });
  const started = performance.now();
  try {
    await database.migrate();
    // special assets (issue 25): 50,000 assets, once, whether or not the ledger below is there yet.
    if (assetCount > 0) {
      const assets = await seedVolumeAssets(database.db, assetCount, (line) => process.stderr.write(`  ${line}\n`));
      process.stdout.write(assets > 0 ? `已生成特色资产 / special assets added: ${assets.toLocaleString('en')}\n` : '特色资产压测数据已存在 / special assets already seeded\n');
    }
    // end special assets
    const seeded = await seedVolumeLedger(database.db, {
      enterprises: enterpriseCount,
      transactions,
      progress: (line) => process.stderr.write(`  ${line}\n`),
    });
    // The planner needs the new rows' statistics before the first query.
    await database.db.execute('analyze ledger_accounts, ledger_transactions');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `已生成压测数据 / volume ledger seeded in ${seconds} s: ${seeded.enterprises} enterprises, ${seeded.accounts} accounts, ` +
        `${seeded.transactions.toLocaleString('en')} transactions (${seeded.firstDay} … ${seeded.lastDay})\n` +
        `企业管理员 / directors: ${seeded.directors[0]} … ${seeded.directors.at(-1)}, password ${VOLUME_PASSWORD}\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof VolumeAlreadySeeded) {
      process.stderr.write(`${TEXTS.already}\n`);
      return 1;
    }
    process.stderr.write(`${TEXTS.failed}${serializeError(err).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
