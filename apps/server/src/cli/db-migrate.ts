import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadDatabaseConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { serializeError, type LoggedError } from '../plugins/log-safety.ts';

/**
 * `npm run db:migrate`: applies the pending migrations to the server's database (DATABASE_URL,
 * or the embedded database under DATA_DIR, which must not be open in a running server) and
 * prints one line. On PostgreSQL it takes the same advisory lock as a server start, so it may
 * run while instances start or run (a deploy's step before the new version starts). It does
 * not seed: the next server start does. Exit status: 0 migrated (or nothing to do), 1 failed.
 */
async function main(): Promise<number> {
  try {
    const config = loadDatabaseConfig();
    if (!config.DATABASE_URL && existsSync(join(config.DATA_DIR, 'postmaster.pid'))) {
      process.stderr.write(
        `内嵌数据库 ${config.DATA_DIR} 正在被服务使用，请先停止服务 / the embedded database in ${config.DATA_DIR} is in use: stop the server first\n`,
      );
      return 1;
    }
    const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
    try {
      const before = await appliedMigrations(database.db);
      await database.migrate({
        onWait: () => process.stderr.write('另一实例正在迁移数据库，等待中 / another instance is migrating the database: waiting for it\n'),
      });
      const after = await appliedMigrations(database.db);
      process.stdout.write(
        `数据库迁移完成：本次应用 ${after - before} 个，共 ${after} 个 / database migrated (${database.kind}): ${after - before} applied now, ${after} in all\n`,
      );
    } finally {
      await database.close();
    }
    return 0;
  } catch (err) {
    // Without the values of a failed query.
    process.stderr.write(`数据库迁移失败 / migration failed: ${reasonOf(serializeError(err))}\n`);
    return 1;
  }
}

/** The error's message and its causes' (a failed query wraps the refused connection), on one line. */
function reasonOf(err: LoggedError): string {
  const inner = (err.cause ?? (err.errors as LoggedError[] | undefined)?.[0]) as LoggedError | undefined;
  const parts = [err.message, inner ? reasonOf(inner) : ''].filter(Boolean);
  return parts.join(': ').replace(/\s+/g, ' ');
}

/** Rows of drizzle's journal table (none before the first migration). */
async function appliedMigrations(db: Db): Promise<number> {
  const [table] = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`));
  if (!table?.present) return 0;
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]?.n ?? 0;
}

process.exitCode = await main();
