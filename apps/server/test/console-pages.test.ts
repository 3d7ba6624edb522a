import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { consoleAuditGet, consoleAuditList } from '@portal/contract/calls/console/audit-list';
import { consolePageDiscardDraft } from '@portal/contract/calls/console/page-discard-draft';
import { consolePageGet } from '@portal/contract/calls/console/page-get';
import { consolePageList } from '@portal/contract/calls/console/page-list';
import { consolePagePublish } from '@portal/contract/calls/console/page-publish';
import { consolePageRollback } from '@portal/contract/calls/console/page-rollback';
import { consolePageSaveDraft } from '@portal/contract/calls/console/page-save-draft';
import { pageEbankSelect, pageSelect } from '@portal/contract/calls/console/page-select';
import { consolePageVersionGet, consolePageVersions } from '@portal/contract/calls/console/page-versions';
import { consoleSystemParamUpdate, consoleSystemParams } from '@portal/contract/calls/console/system-params';
import { getSystemParam } from '@portal/contract/calls/system/param';
import { ERRORS } from '@portal/contract/errors';
import type { MenuItem, PageData } from '@portal/contract/page-config';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/** The operator every console call here is made as, and the name the records carry. */
const OPERATOR = DEMO_STAFF.find((s) => s.loginName === 'operator01')!;

let server: TestServer;
let operator: BrowserSession;
let visitor: BrowserSession;
beforeAll(async () => {
  server = await startTestServer();
  operator = browserSession(server);
  await logInStaff(server, operator, OPERATOR);
  visitor = browserSession(server);
});
afterAll(() => server.close());

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

async function editIndex(change: (page: PageData) => void) {
  const { published, summary } = await operator.call(consolePageGet, { pageCode: 'index' });
  const page = clone(published);
  change(page);
  return { json: JSON.stringify(page, null, 2), baseVersion: summary.publishedVersion };
}

describe('who may configure pages', () => {
  it('refuses visitors and agents, one call at a time', async () => {
    expect((await failure(visitor.call(consolePageList, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const agent = browserSession(server);
    await logInStaff(server, agent, DEMO_STAFF.find((s) => s.loginName === 'agent01')!);
    for (const attempt of [
      () => agent.call(consolePageList, {}),
      () => agent.call(consolePagePublish, { pageCode: 'index', note: '代理人发布' }),
      () => agent.call(consoleAuditList, { pageNo: 1, pageSize: 10 }),
      () => agent.call(consoleSystemParamUpdate, { key: 'pc_color_switch', value: '0' }),
    ]) {
      expect((await failure(attempt())).code).toBe(ERRORS.WRONG_ROLE.code);
    }
  });
});

describe('drafts, publishing, history and rollback', () => {
  it('lists the seeded pages at version 1 without drafts', async () => {
    const { items } = await operator.call(consolePageList, {});
    const index = items.find((p) => p.pageCode === 'index')!;
    expect(index).toMatchObject({ publishedVersion: 1, publishedBy: null, draft: null, pageChannel: 'qjmh' });
    expect(items.map((p) => p.pageCode)).toEqual(expect.arrayContaining(['index', 'yqzlmh']));
  });

  it('saves a draft visitors do not see, publishes it as version 2 and rolls back as version 3', async () => {
    const before = await visitor.call(getPageData, { pageCode: 'index' });
    const originalLabel = before.pageContent.headerData.menulist![0]!.label;
    const edit = await editIndex((p) => {
      p.pageContent.headerData.menulist![0]!.label = '对公金融服务';
      p.pageContent.bannerList[0]!.title = '新版企业网银全面上线';
    });
    const saved = await operator.call(consolePageSaveDraft, { pageCode: 'index', ...edit });
    expect(saved.summary.draft).toMatchObject({ baseVersion: 1, stale: false, updatedBy: OPERATOR.displayName });
    expect((await visitor.call(getPageData, { pageCode: 'index' })).pageContent.headerData.menulist![0]!.label).toBe(originalLabel);

    const published = await operator.call(consolePagePublish, { pageCode: 'index', note: '更名主菜单并更新首屏轮播' });
    expect(published.summary).toMatchObject({ publishedVersion: 2, draft: null });
    const seen = await visitor.call(getPageData, { pageCode: 'index' });
    expect(seen.pageContent.headerData.menulist![0]!.label).toBe('对公金融服务');
    expect(seen.pageContent.bannerList[0]!.title).toBe('新版企业网银全面上线');
    const json = (await (await fetch(`${server.origin}/qjmh/pageCode/index.json`)).json()) as { data: PageData };
    expect(json.data.pageContent.headerData.menulist![0]!.label).toBe('对公金融服务');

    const history = await operator.call(consolePageVersions, { pageCode: 'index', pageNo: 1, pageSize: 10 });
    expect(history.total).toBe(2);
    expect(history.items[0]).toMatchObject({ version: 2, note: '更名主菜单并更新首屏轮播' });
    expect(history.items[0]!.publishedBy).toBe(OPERATOR.displayName);
    // The seeded version 1 was published by no one.
    expect(history.items[1]).toMatchObject({ version: 1, publishedBy: null });
    const v1 = await operator.call(consolePageVersionGet, { pageCode: 'index', version: 1 });
    expect(v1.page.pageContent.headerData.menulist![0]!.label).toBe(originalLabel);

    const rolled = await operator.call(consolePageRollback, { pageCode: 'index', version: 1 });
    expect(rolled.summary.publishedVersion).toBe(3);
    expect((await visitor.call(getPageData, { pageCode: 'index' })).pageContent.headerData.menulist![0]!.label).toBe(originalLabel);
    const after = await operator.call(consolePageVersions, { pageCode: 'index', pageNo: 1, pageSize: 10 });
    expect(after.items[0]).toMatchObject({ version: 3, note: '回滚至第 1 版' });
  });

  it('refuses to publish a draft started before someone else published', async () => {
    const first = await editIndex((p) => (p.pageInfo.pageName = '首页（草稿甲）'));
    await operator.call(consolePageSaveDraft, { pageCode: 'index', ...first });
    // Meanwhile another version goes out (a rollback publishes too).
    await operator.call(consolePageRollback, { pageCode: 'index', version: 2 });
    const { items } = await operator.call(consolePageList, {});
    expect(items.find((p) => p.pageCode === 'index')!.draft?.stale).toBe(true);
    const err = await failure(operator.call(consolePagePublish, { pageCode: 'index', note: '发布草稿甲' }));
    expect(err.code).toBe(ERRORS.PAGE_DRAFT_STALE.code);
    expect(err.message).toContain(`草稿基于第 ${first.baseVersion} 版编辑`);
    await operator.call(consolePageDiscardDraft, { pageCode: 'index' });
    expect((await failure(operator.call(consolePagePublish, { pageCode: 'index', note: '无草稿' }))).code).toBe(ERRORS.PAGE_DRAFT_MISSING.code);
  });
});

describe('configuration that would break the portal is refused where it is wrong', () => {
  it('names the line and column of a JSON syntax error', async () => {
    const json = '{\n  "pageInfo": {\n    "pageCode": "index"\n    "pageName": "首页"\n  }\n}';
    const err = await failure(operator.call(consolePageSaveDraft, { pageCode: 'index', baseVersion: 1, json }));
    expect(err.code).toBe(ERRORS.PAGE_CONFIG_JSON_SYNTAX.code);
    expect(err.message).toBe('JSON 格式错误（第 4 行第 5 列）：属性值后应为逗号或 }');
  });

  it('refuses a fourth menu level with the menu trail', async () => {
    const edit = await editIndex((p) => {
      const top = p.pageContent.headerData.menulist![0]!;
      const level2: MenuItem = { label: '账户管理', children: [{ label: '对账服务', children: [{ label: '电子对账', url: '/page1' }] }] };
      top.children = [level2];
    });
    const err = await failure(operator.call(consolePageSaveDraft, { pageCode: 'index', ...edit }));
    expect(err.code).toBe(ERRORS.PAGE_MENU_TOO_DEEP.code);
    const top = (await visitor.call(getPageData, { pageCode: 'index' })).pageContent.headerData.menulist![0]!.label;
    expect(err.message).toBe(`主菜单 › ${top} › 账户管理 › 对账服务 › 电子对账：菜单最多三级`);
  });

  it('names the banner and field a schema error is in, and keeps the page code', async () => {
    const missing = await editIndex((p) => {
      (p.pageContent.bannerList[0] as { imgsrc?: string }).imgsrc = undefined;
    });
    const err = await failure(operator.call(consolePageSaveDraft, { pageCode: 'index', ...missing }));
    expect(err.code).toBe(ERRORS.PAGE_CONFIG_INVALID.code);
    expect(err.message).toMatch(/^轮播图 › .+ › 图片：/);
    expect(err.field).toBe('pageContent.bannerList.0.imgsrc');

    const renamed = await editIndex((p) => (p.pageInfo.pageCode = 'other'));
    expect((await failure(operator.call(consolePageSaveDraft, { pageCode: 'index', ...renamed }))).code).toBe(ERRORS.PAGE_CODE_CHANGED.code);
    // None of it reached visitors or drafts.
    const { items } = await operator.call(consolePageList, {});
    expect(items.find((p) => p.pageCode === 'index')!.draft).toBeNull();
  });
});

describe('audit log and system parameters', () => {
  it('records every save, publish and rollback with the record before and after', async () => {
    const { items, total, entities, operators } = await operator.call(consoleAuditList, { entity: 'page', pageNo: 1, pageSize: 50 });
    expect(total).toBeGreaterThanOrEqual(6);
    expect(entities).toContain('page');
    expect(operators).toEqual([{ staffId: OPERATOR.id, staffName: OPERATOR.displayName }]);
    expect(items.map((r) => r.action)).toEqual(expect.arrayContaining(['saveDraft', 'publish', 'rollback', 'discardDraft']));
    const publish = items.find((r) => r.action === 'publish')!;
    expect(publish.summary).toContain('第 2 版');
    const detail = await operator.call(consoleAuditGet, { id: publish.id });
    expect((detail.after as PageData).pageContent.headerData.menulist![0]!.label).toBe('对公金融服务');
    expect((detail.before as PageData).pageContent.headerData.menulist![0]!.label).not.toBe('对公金融服务');

    const byKeyword = await operator.call(consoleAuditList, { keyword: '回滚', pageNo: 1, pageSize: 10 });
    expect(byKeyword.items.every((r) => r.summary.includes('回滚'))).toBe(true);
    expect(byKeyword.total).toBeGreaterThanOrEqual(2);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await operator.call(consoleAuditList, { from: tomorrow, pageNo: 1, pageSize: 10 })).total).toBe(0);
  });

  it('changes a switch, refuses a bad value and audits the change', async () => {
    const { items } = await operator.call(consoleSystemParams, {});
    expect(items.find((p) => p.key === 'pc_color_switch')?.value).toBe('1');
    // A visitor's read fills this instance's parameter cache before the change.
    expect((await visitor.call(getSystemParam, { key: 'pc_color_switch' })).value).toBe('1');
    const bad = await failure(operator.call(consoleSystemParamUpdate, { key: 'pc_color_switch', value: '2' }));
    expect(bad.code).toBe(ERRORS.SYSTEM_PARAM_INVALID.code);
    const { item } = await operator.call(consoleSystemParamUpdate, { key: 'pc_color_switch', value: '0' });
    expect(item.value).toBe('0');
    // The instance that made the change serves it at once, not after its cache expires.
    expect((await visitor.call(getSystemParam, { key: 'pc_color_switch' })).value).toBe('0');
    const log = await operator.call(consoleAuditList, { entity: 'systemParam', pageNo: 1, pageSize: 10 });
    expect(log.items[0]).toMatchObject({ entityKey: 'pc_color_switch', action: 'update' });
    await operator.call(consoleSystemParamUpdate, { key: 'pc_color_switch', value: '1' });
    const script = await failure(operator.call(consoleSystemParamUpdate, { key: 'site_search_url', value: 'javascript:alert(1)' }));
    expect(script).toMatchObject({ code: ERRORS.SYSTEM_PARAM_INVALID.code, field: 'value' });
  });
});

describe('page select (§7 Content)', () => {
  it('lists published pages by channel, and the ebank variant with its address', async () => {
    const yqzl = await visitor.call(pageSelect, { pageChannel: 'yqzl' });
    // open platform catalogue (issue 26): the SaaS promotion pages are direct-connection pages too
    expect(yqzl.items.map((p) => p.pageCode).sort()).toEqual(['yqzlmh', 'yqzlsaas', 'yqzlsaasnew']);
    // end open platform catalogue
    const all = await visitor.call(pageSelect, {});
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    const ebank = await visitor.call(pageEbankSelect, {});
    const index = ebank.items.find((p) => p.pageCode === 'index')!;
    expect(index.address).toBe('#/index?pageCode=index');
    expect(index.version).toBeGreaterThanOrEqual(3);
    expect(ebank.items.every((p) => p.pageChannel === 'qjmh')).toBe(true);
  });
});
