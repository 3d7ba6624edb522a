import pg from 'pg';

/**
 * The PostgreSQL advisory-lock key that serializes migrations and the start-up seed across
 * instances (issue 19). Fixed and 64-bit: the ASCII of "portalmg". Another application on the
 * same database must not use it.
 */
export const MIGRATION_LOCK_KEY = 0x706f7274616c6d67n;

export interface MigrationLockOptions {
  /** Called once when another session holds the lock and this one starts waiting for it. */
  onWait?: () => void;
}

/**
 * Runs `work` while holding the migration lock on one dedicated connection of its own (not one
 * of the pool's: the seed under the lock uses the pool, which may have a single connection).
 * The lock is session-level, so it is released when `work` ends or, if this process dies, when
 * its connection closes; a second instance starting meanwhile waits and then finds nothing to do.
 */
export async function withMigrationLock<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
  options: MigrationLockOptions = {},
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection that fails while waiting or migrating rejects the query in progress; unheard,
  // its 'error' event would end the process instead.
  client.on('error', () => {});
  await client.connect();
  try {
    const key = MIGRATION_LOCK_KEY.toString();
    const tried = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
    if (!tried.rows[0]?.locked) {
      options.onWait?.();
      await client.query('select pg_advisory_lock($1::bigint)', [key]);
    }
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
