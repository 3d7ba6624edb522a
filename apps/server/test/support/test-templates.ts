import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seed } from '../../src/db/seed/seed.ts';
import { testConfig } from '../../src/config.ts';
import { createPostgresDatabase, type PostgresDatabase } from './postgres-database.ts';

/**
 * What a test database starts as. `seeded`: migrated and seeded with the demo accounts, as a
 * file's own migrate and seed left it. `started`: then opened once by the app with the test
 * configuration, which seals the secrets under the test MASTER_KEY and adds the demo data
 * (registries, ledger, carbon account) that every test server's first start would write.
 */
export type TestDatabaseStage = 'seeded' | 'started';

/** Where the run's templates are: PostgreSQL database names, or PGlite data-directory dumps. */
export interface TestTemplates {
  kind: 'postgres' | 'pglite';
  seeded: string;
  started: string;
}

/** The variable the global setup hands the templates to the test workers in. */
export const TEMPLATES_ENV = 'PORTAL_TEST_TEMPLATES';

export function templatesOfThisRun(): TestTemplates | undefined {
  const value = process.env[TEMPLATES_ENV];
  return value ? (JSON.parse(value) as TestTemplates) : undefined;
}

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seed(database.db, { demoAccounts: true });
}

/** What a test server's first start adds to a seeded database (app.ts), then closes again. */
async function startOnce(database: Database): Promise<void> {
  const app = await buildApp(testConfig(), { database });
  await app.close();
}

/**
 * Migrates and seeds once per run instead of once per test file (each file then copies a
 * template: PostgreSQL `create database … template`, or a PGlite dump): a migrate and seed
 * costs several seconds, times a hundred files. `drop` removes the templates.
 */
export async function buildTestTemplates(): Promise<{ templates: TestTemplates; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const seeded = await createPostgresDatabase(adminUrl);
    await inPostgres(seeded, migrateAndSeed);
    const started = await createPostgresDatabase(adminUrl, { template: nameOf(seeded) });
    await inPostgres(started, startOnce);
    return {
      templates: { kind: 'postgres', seeded: nameOf(seeded), started: nameOf(started) },
      drop: async () => {
        await started.drop();
        await seeded.drop();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-templates-'));
  const database = openDatabase({ dataDir: 'memory://' });
  try {
    await migrateAndSeed(database);
    const seeded = join(dir, 'seeded.tar');
    writeFileSync(seeded, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await startOnce(database);
    const started = join(dir, 'started.tar');
    writeFileSync(started, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return { templates: { kind: 'pglite', seeded, started }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

const nameOf = (created: PostgresDatabase): string => new URL(created.url).pathname.slice(1);

async function inPostgres(created: PostgresDatabase, work: (database: Database) => Promise<void>): Promise<void> {
  // Closed afterwards: PostgreSQL copies a template only while nobody is connected to it.
  const database = openDatabase({ databaseUrl: created.url, dataDir: '', poolSize: 4 });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}
