import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seed } from '../../src/db/seed/seed.ts';
import { createPostgresDatabase } from './postgres-database.ts';
import { templatesOfThisRun, type TestDatabaseStage } from './test-templates.ts';

/**
 * A freshly migrated and seeded database for one test file: a new PostgreSQL database when
 * DATABASE_URL is set (dropped afterwards), otherwise an in-memory PGlite. `adminUrl` names the
 * PostgreSQL server to make it on whatever DATABASE_URL says (PostgreSQL-only tests). Under the
 * test tiers it is a copy of the run's template at `stage` (test-templates.ts); without one, it
 * migrates and seeds itself (a `started` stage then starts like a seeded one).
 */
export async function createTestDatabase(
  options: { adminUrl?: string; stage?: TestDatabaseStage } = {},
): Promise<Database & { url?: string }> {
  const adminUrl = options.adminUrl ?? process.env.DATABASE_URL;
  const templates = templatesOfThisRun();
  const stage = options.stage ?? 'seeded';
  if (!adminUrl) {
    if (templates?.kind === 'pglite') {
      return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(templates[stage])]) });
    }
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seed(database.db, { demoAccounts: true });
    return database;
  }
  const fromTemplate = templates?.kind === 'postgres' && adminUrl === process.env.DATABASE_URL;
  const created = await createPostgresDatabase(adminUrl, fromTemplate ? { template: templates[stage] } : {});
  const database = openDatabase({ databaseUrl: created.url, dataDir: '', poolSize: 4 });
  if (!fromTemplate) {
    await database.migrate();
    await seed(database.db, { demoAccounts: true });
  }
  return {
    ...database,
    url: created.url,
    async close() {
      await database.close();
      await created.drop();
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
  const created = await createPostgresDatabase(adminUrl);
  return { env: { DATABASE_URL: created.url }, drop: created.drop };
}
