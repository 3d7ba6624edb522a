import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './support/test-database.ts';

/** Waits until `check` holds, polling every 20 ms. */
async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

let database: (Database & { url?: string }) | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** A recorder of what a subscription hears. */
function recorder() {
  const heard: string[] = [];
  return {
    heard,
    handlers: {
      onNotify: (channel: string, payload: string) => heard.push(`${channel}:${payload}`),
      onReady: () => heard.push('ready'),
      onLost: () => heard.push('lost'),
    },
  };
}

const notify = (db: Database, payload: string) => db.db.execute(sql`select pg_notify('test_channel', ${payload})`);

describe('database notifications', () => {
  it('hear NOTIFY until stopped; on PostgreSQL a cut connection is reported lost and rebuilt', async () => {
    database = await createTestDatabase();
    const { heard, handlers } = recorder();
    const stop = await database.listen(['test_channel'], handlers);
    expect(heard).toEqual(['ready']);

    await notify(database, 'one');
    await until(() => heard.includes('test_channel:one'));

    if (database.kind === 'postgres') {
      // The server ends the listening connection (a restart, a failover): notices may be missed.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
      );
      await until(() => heard.filter((h) => h === 'ready').length === 2);
      expect(heard.slice(2)).toEqual(['lost', 'ready']);
      await notify(database, 'two');
      await until(() => heard.includes('test_channel:two'));
    }

    await stop();
    await notify(database, 'after');
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).not.toContain('test_channel:after');
  });

  it('a subscription still open when its database goes away ends quietly', async () => {
    database = await createTestDatabase();
    const { heard, handlers } = recorder();
    await database.listen(['test_channel'], handlers);
    // Closing drops the database (PostgreSQL: with force, cutting the LISTEN connection); an
    // unheard connection error would fail this file as an uncaught exception.
    await database.close();
    database = undefined;
    await new Promise((r) => setTimeout(r, 300));
    expect(heard[0]).toBe('ready');
  });
});
