import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { consolePageGet } from '@portal/contract/calls/console/page-get';
import { consolePagePublish } from '@portal/contract/calls/console/page-publish';
import { consolePageRollback } from '@portal/contract/calls/console/page-rollback';
import { consolePageSaveDraft } from '@portal/contract/calls/console/page-save-draft';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { logInStaff } from './support/staff-login.ts';
import type { TestServer } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * Two server instances on one database, as behind a load balancer: on PostgreSQL (DATABASE_URL
 * set) each has its own pool and LISTEN connection; on PGlite they share the one embedded
 * database, whose notifications reach both.
 */
let shared: Awaited<ReturnType<typeof createTestDatabase>>;
let secondDb: Database | undefined;
const servers: TestServer[] = [];

async function serve(database: Database): Promise<TestServer> {
  const app: FastifyInstance = await buildApp(testConfig(), { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    origin,
    client: (options = {}) => createEnvelopeClient({ baseUrl: origin, appId: 'test', ...options }),
    async close() {
      app.server.closeAllConnections();
      await app.close();
    },
  };
}

let a: TestServer;
let b: TestServer;
let operatorOnA: BrowserSession;
let visitorOnB: BrowserSession;
beforeAll(async () => {
  shared = await createTestDatabase();
  secondDb = shared.url ? openDatabase({ databaseUrl: shared.url, dataDir: '', poolSize: 2 }) : undefined;
  a = await serve(shared);
  b = await serve(secondDb ?? shared);
  servers.push(a, b);
  operatorOnA = browserSession(a);
  await logInStaff(a, operatorOnA, DEMO_STAFF.find((s) => s.loginName === 'operator01')!);
  visitorOnB = browserSession(b);
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await secondDb?.close();
  await shared.close();
});

const menuLabel = async () => (await visitorOnB.call(getPageData, { pageCode: 'index' })).pageContent.headerData.menulist![0]!.label;

describe('published pages are cached until a publish, on every instance', () => {
  it('serves the cached document without re-reading, then the new version as soon as another instance publishes', async () => {
    const original = await menuLabel();
    // A change that bypasses publishing is not seen: the document comes from the cache, not a re-read.
    await shared.db.execute(sql`update page_configs set page_info = jsonb_set(page_info, '{pageName}', '"绕过发布的修改"') where page_code = 'index'`);
    await new Promise((r) => setTimeout(r, 300));
    expect((await visitorOnB.call(getPageData, { pageCode: 'index' })).pageInfo.pageName).not.toBe('绕过发布的修改');

    const { published, summary } = await operatorOnA.call(consolePageGet, { pageCode: 'index' });
    published.pageContent.headerData.menulist![0]!.label = '二号实例可见';
    await operatorOnA.call(consolePageSaveDraft, { pageCode: 'index', baseVersion: summary.publishedVersion, json: JSON.stringify(published) });
    const started = Date.now();
    await operatorOnA.call(consolePagePublish, { pageCode: 'index', note: '跨实例缓存失效' });
    // NOTIFY reaches the other instance within milliseconds; allow a second on a loaded machine.
    await vi.waitFor(async () => expect(await menuLabel()).toBe('二号实例可见'), { timeout: 1_000, interval: 10 });
    expect(Date.now() - started).toBeLessThan(1_000);

    await operatorOnA.call(consolePageRollback, { pageCode: 'index', version: 1 });
    await vi.waitFor(async () => expect(await menuLabel()).toBe(original), { timeout: 1_000, interval: 10 });
  });
});
