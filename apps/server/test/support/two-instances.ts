import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { listenForTests, type TestServer } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

async function serve(database: Database): Promise<TestServer> {
  return listenForTests(await buildApp(testConfig(), { database }));
}

/**
 * Two server instances on one database, as behind a load balancer: on PostgreSQL (DATABASE_URL
 * set) each has its own pool and LISTEN connection; on PGlite they share the one embedded
 * database, whose notifications reach both.
 */
export async function startTwoInstances() {
  const shared = await createTestDatabase();
  const secondDb = shared.url ? openDatabase({ databaseUrl: shared.url, dataDir: '', poolSize: 2 }) : undefined;
  const a = await serve(shared);
  const b = await serve(secondDb ?? shared);
  return {
    a,
    b,
    shared,
    async close() {
      await a.close();
      await b.close();
      await secondDb?.close();
      await shared.close();
    },
  };
}
