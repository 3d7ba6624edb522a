import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { consolePageGet } from '@portal/contract/calls/console/page-get';
import { consolePagePublish } from '@portal/contract/calls/console/page-publish';
import { consolePageRollback } from '@portal/contract/calls/console/page-rollback';
import { consolePageSaveDraft } from '@portal/contract/calls/console/page-save-draft';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { logInStaff } from './support/staff-login.ts';
import type { TestServer } from './support/test-app.ts';
import { startTwoInstances } from './support/two-instances.ts';

let instances: Awaited<ReturnType<typeof startTwoInstances>>;
let a: TestServer;
let b: TestServer;
let operatorOnA: BrowserSession;
let visitorOnB: BrowserSession;
beforeAll(async () => {
  instances = await startTwoInstances();
  ({ a, b } = instances);
  operatorOnA = browserSession(a);
  await logInStaff(a, operatorOnA, DEMO_STAFF.find((s) => s.loginName === 'operator01')!);
  visitorOnB = browserSession(b);
});
afterAll(() => instances.close());

const menuLabel = async () => (await visitorOnB.call(getPageData, { pageCode: 'index' })).pageContent.headerData.menulist![0]!.label;

describe('published pages are cached until a publish, on every instance', () => {
  it('serves the cached document without re-reading, then the new version as soon as another instance publishes', async () => {
    const original = await menuLabel();
    // A change that bypasses publishing is not seen: the document comes from the cache, not a re-read.
    await instances.shared.db.execute(sql`update page_configs set page_info = jsonb_set(page_info, '{pageName}', '"绕过发布的修改"') where page_code = 'index'`);
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
