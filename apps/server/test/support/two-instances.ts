import { buildApp, type BuildOptions } from '../../src/app.ts';
import { testConfig, type AppConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { postgresAdminUrl } from './postgres-database.ts';
import { listenForTests, type TestServer } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

export interface TwoInstanceOptions {
  /** On PostgreSQL whatever DATABASE_URL says (postgresAdminUrl()): for what PGlite cannot show. */
  postgres?: boolean;
  config?: Partial<AppConfig>;
  build?: Omit<BuildOptions, 'database'>;
}

/**
 * Two server instances on one database, as behind a load balancer: on PostgreSQL (DATABASE_URL
 * set, or `postgres`) each has its own pool and LISTEN connection; on PGlite they share the one
 * embedded database, whose notifications reach both.
 */
export async function startTwoInstances(options: TwoInstanceOptions = {}) {
  const shared = await createTestDatabase(options.postgres ? { adminUrl: postgresAdminUrl() } : {});
  const serve = async (database: Database): Promise<TestServer> =>
    listenForTests(await buildApp(testConfig(options.config), { ...options.build, database }));
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
