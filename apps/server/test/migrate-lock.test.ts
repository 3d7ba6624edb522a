import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { MIGRATION_LOCK_KEY } from '../src/db/migrate-lock.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/ledger/demo-ledger-data.ts';
import { createPostgresDatabase, type PostgresDatabase } from './support/postgres-database.ts';

const journal = JSON.parse(readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

/** The JSON lines an app logs, at info and above. */
function logLines() {
  const lines: Array<{ level: number; msg?: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg?: string });
      done();
    },
  });
  return { lines, stream };
}

/** One instance as a server start builds it: its own pool on the database, migrating and seeding. */
const startInstance = (url: string, logStream: Writable) =>
  buildApp(testConfig({ DATABASE_URL: url, DB_POOL_SIZE: 2, LOG_LEVEL: 'info' }), { logStream });

async function query<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

let database: PostgresDatabase | undefined;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await database?.drop();
  database = undefined;
});

describe('instances starting together on one new PostgreSQL database', () => {
  it('all start; each migration is applied once and nothing seeded twice; no error is logged', { timeout: 120_000 }, async () => {
    database = await createPostgresDatabase();
    const logs = [logLines(), logLines(), logLines()];
    const started = await Promise.allSettled(logs.map((log) => startInstance(database!.url, log.stream)));
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started', 'started']);

    for (const app of apps) expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const migrations = await query<{ applied: number; distinct: number }>(
      database.url,
      'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(migrations[0]).toEqual({ applied: journal.entries.length, distinct: journal.entries.length });
    // The seed steps that check, then insert, on rows without a unique key to stop a second copy.
    const twice = await query<{ what: string }>(
      database.url,
      `select 'document ' || (meta->>'seed') as what from documents group by meta->>'seed' having count(*) > 1
       union all
       select 'guide ' || title from articles where kind = 'guide' group by "column", title having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    const [demo] = await query<{ users: number; staff: number; accounts: number }>(
      database.url,
      `select (select count(*)::int from users) as users, (select count(*)::int from staff_accounts) as staff,
              (select count(*)::int from ledger_accounts) as accounts`,
    );
    expect(demo).toEqual({ users: DEMO_CUSTOMERS.length, staff: DEMO_STAFF.length, accounts: DEMO_ACCOUNTS.length });
    // The demo accounts are announced by the one start that created them.
    expect(logs.filter((log) => log.lines.some((l) => l.msg?.includes('demo_person'))).length).toBe(1);
    expect(logs.flatMap((log) => log.lines.filter((l) => l.level >= 50))).toEqual([]);
  });

  it('a start while another session holds the migration lock waits for it, then starts', { timeout: 120_000 }, async () => {
    database = await createPostgresDatabase();
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
      const log = logLines();
      let done = false;
      const starting = startInstance(database.url, log.stream).finally(() => (done = true));
      await expect.poll(() => log.lines.map((l) => l.msg), { timeout: 30_000 }).toContain('another instance is migrating the database: waiting for it');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(done).toBe(false);
      // Nothing migrated while it waits.
      expect(await query(database.url, `select 1 from pg_namespace where nspname = 'drizzle'`)).toEqual([]);
      await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
      const app = await starting;
      apps.push(app);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await holder.end();
    }
  });
});
