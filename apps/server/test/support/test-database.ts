import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seed } from '../../src/db/seed/seed.ts';

/**
 * A freshly migrated and seeded database for one test file: a new PostgreSQL database when
 * DATABASE_URL is set (dropped afterwards), otherwise an in-memory PGlite. `adminUrl` names the
 * PostgreSQL server to make it on whatever DATABASE_URL says (PostgreSQL-only tests).
 */
export async function createTestDatabase(options: { adminUrl?: string } = {}): Promise<Database & { url?: string }> {
  const adminUrl = options.adminUrl ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seed(database.db, { demoAccounts: true });
    return database;
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  await database.migrate();
  await seed(database.db, { demoAccounts: true });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** An empty database for a whole server start, named by the variables the server reads. */
export interface DatabaseLocation {
  /** `DATABASE_URL` of a new PostgreSQL database, or `DATA_DIR` of a new PGlite directory. */
  env: { DATABASE_URL: string } | { DATA_DIR: string };
  drop(): Promise<void>;
}

/**
 * An empty, unmigrated database that buildApp, the server process or a tool opens from the
 * configuration, as in production: a new PostgreSQL database when DATABASE_URL is set (dropped
 * afterwards), otherwise a temporary PGlite directory (removed afterwards).
 */
export async function createDatabaseLocation(): Promise<DatabaseLocation> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-db-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
