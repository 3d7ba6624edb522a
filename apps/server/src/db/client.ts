import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { listenOnPostgres } from './listen-postgres.ts';
import { createPool } from './pool.ts';
import { withMigrationLock, type MigrationLockOptions } from './migrate-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then `underLock` (a start's seed); safe to call on every start.
   * On PostgreSQL both run under the migration lock (db/migrate-lock.ts): instances starting
   * together migrate and seed one after another, never side by side.
   */
  migrate(options?: MigrateOptions): Promise<void>;
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections now (/metrics); absent for PGlite, which has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /**
   * Subscribes to NOTIFY on the given channels. `onLost` runs when the subscription may have
   * missed notifications (a dropped connection); `onReady` when it is (again) complete.
   */
  listen(channels: string[], handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tar, which `loadDataDir` opens again (test templates). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface MigrateOptions extends MigrationLockOptions {
  underLock?: () => Promise<void>;
}

export interface NotificationHandlers {
  onNotify(channel: string, payload: string): void;
  onReady(): void;
  onLost(): void;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps the database in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob | undefined;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite (same schema and migrations). */
export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options.poolSize ?? 10);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: ({ underLock, ...lockOptions } = {}) =>
        withMigrationLock(
          options.databaseUrl!,
          async (client) => {
            // On the lock's own connection: a connection lost mid-migration takes the lock with it.
            await migratePg(drizzlePg(client), { migrationsFolder });
            await underLock?.();
          },
          lockOptions,
        ),
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
      listen: (channels, handlers) => listenOnPostgres(options.databaseUrl!, channels, handlers),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database: nobody to race with.
    async migrate({ underLock } = {}) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await underLock?.();
    },
    ping: async () => {
      await client.query('select 1');
    },
    async listen(channels, handlers) {
      // One process owns an embedded database: its notifications cannot be missed.
      const stops = await Promise.all(channels.map((c) => client.listen(c, (payload) => handlers.onNotify(c, payload))));
      handlers.onReady();
      return async () => {
        for (const stop of stops) await stop();
      };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
