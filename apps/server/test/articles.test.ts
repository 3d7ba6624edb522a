import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { articleDetail } from '@portal/contract/calls/articles/article-detail';
import { articlesList } from '@portal/contract/calls/articles/articles-list';
import { news } from '@portal/contract/calls/articles/news';
import { getNoticeList } from '@portal/contract/calls/articles/notice-list';
import { operatorArticleList } from '@portal/contract/calls/articles/operator-article-list';
import { operatorArticleCreate, operatorArticleUpdate } from '@portal/contract/calls/articles/operator-article-save';
import { operatorArticleDelete, operatorArticleSetStatus } from '@portal/contract/calls/articles/operator-article-status';
import { getSimpleNoticeList } from '@portal/contract/calls/articles/simple-notice-list';
import { ARTICLE_FIELD_MESSAGES } from '@portal/contract/calls/articles/article-fields';
import { ERRORS } from '@portal/contract/errors';
import { articles } from '../src/db/schema/articles.ts';
import { auditLog } from '../src/db/schema/console.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { NOTICES } from '../src/db/seed/articles/notices.ts';
import { NEWS } from '../src/db/seed/articles/news.ts';
import { seed } from '../src/db/seed/seed.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let visitor: BrowserSession;
let operator: BrowserSession;
beforeAll(async () => {
  server = await startTestServer();
  visitor = browserSession(server);
  operator = browserSession(server);
  await logInStaff(server, operator, DEMO_STAFF.find((s) => s.loginName === 'operator01')!);
});
afterAll(() => server.close());

const draft = (title: string) => ({
  kind: 'notice' as const,
  column: '',
  title,
  summary: '测试摘要',
  bodyHtml: '<p>第一段</p><script>alert(1)</script><p onclick="x()">第二段</p>',
  coverUrl: null,
  mediaUrl: '/static/media/demo.mp4',
  source: null,
  tags: ['测试'],
  isTop: false,
  publishedAt: null,
});

describe('public lists', () => {
  it('pages the notices at 10 with the pinned notice first and later pages different', async () => {
    const page1 = await visitor.call(getNoticeList, { pageNo: 1, pageSize: 10 });
    expect(page1.total).toBe(NOTICES.length);
    expect(page1.list).toHaveLength(10);
    expect(page1.list[0]!.isTop).toBe(true);
    const dates = page1.list.slice(1).map((n) => n.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page3 = await visitor.call(getNoticeList, { pageNo: 3, pageSize: 10 });
    expect(page3.list).toHaveLength(NOTICES.length - 20);
    const ids1 = new Set(page1.list.map((n) => n.id));
    expect(page3.list.some((n) => ids1.has(n.id))).toBe(false);
    // §5: a page size of 0 means the default, a missing page number means 1.
    const defaults = await visitor.call(getNoticeList, { pageSize: 0 });
    expect(defaults).toMatchObject({ pageNo: 1, pageSize: 10 });
    expect(defaults.list.map((n) => n.id)).toEqual(page1.list.map((n) => n.id));
  });

  it('filters notices by a title keyword and serves the home module its latest titles', async () => {
    const holidays = await visitor.call(getNoticeList, { title: '假期', pageNo: 1, pageSize: 10 });
    expect(holidays.total).toBeGreaterThanOrEqual(5);
    for (const n of holidays.list) expect(n.title).toContain('假期');
    expect((await visitor.call(getNoticeList, { title: '%_' })).total).toBe(0);
    const simple = await visitor.call(getSimpleNoticeList, { size: 5 });
    expect(simple.list).toHaveLength(5);
    expect(simple.list[0]).toMatchObject({ isTop: true });
  });

  it('lists news by column and articles by kind and column', async () => {
    const bank = await visitor.call(news, { column: 'bank', pageNo: 1, pageSize: 10 });
    const industry = await visitor.call(news, { column: 'industry', pageNo: 1, pageSize: 10 });
    expect(bank.total + industry.total).toBe(NEWS.length);
    expect(bank.list.every((n) => n.column === 'bank')).toBe(true);
    const both = await visitor.call(news, {});
    expect(both.total).toBe(NEWS.length);
    const cases = await visitor.call(articlesList, { kind: 'ygkjCase' });
    expect(cases.total).toBeGreaterThanOrEqual(6);
    const policy = await visitor.call(articlesList, { kind: 'article', column: 'policy' });
    expect(policy.total).toBeGreaterThanOrEqual(5);
    expect(policy.list.every((a) => a.column === 'policy')).toBe(true);
    expect((await failure(visitor.call(news, { pageSize: 500 }))).code).toBe(ERRORS.VALIDATION.code);
  });
});

describe('details', () => {
  it('shows a published item with its neighbours and refuses other kinds and missing ids', async () => {
    const list = await visitor.call(getNoticeList, { pageNo: 1, pageSize: 3 });
    const [first, second, third] = list.list;
    const detail = await visitor.call(articleDetail, { id: second!.id, kind: 'notice' });
    expect(detail.article.title).toBe(second!.title);
    expect(detail.article.bodyHtml).toContain('<p>');
    expect(detail.prev).toEqual({ id: first!.id, title: first!.title });
    expect(detail.next).toEqual({ id: third!.id, title: third!.title });
    expect((await visitor.call(articleDetail, { id: first!.id })).prev).toBeNull();

    const asNews = await failure(visitor.call(articleDetail, { id: second!.id, kind: 'news' }));
    expect(asNews.code).toBe(ERRORS.ARTICLE_NOT_FOUND.code);
    expect((await failure(visitor.call(articleDetail, { id: 999_999 }))).code).toBe(ERRORS.ARTICLE_NOT_FOUND.code);
  });
});

describe('who may edit', () => {
  it('refuses visitors and agents', async () => {
    expect((await failure(visitor.call(operatorArticleList, { pageNo: 1, pageSize: 10 }))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const agent = browserSession(server);
    await logInStaff(server, agent, DEMO_STAFF.find((s) => s.loginName === 'agent01')!);
    for (const attempt of [
      () => agent.call(operatorArticleList, { pageNo: 1, pageSize: 10 }),
      () => agent.call(operatorArticleCreate, draft('坐席不能新建')),
      () => agent.call(operatorArticleSetStatus, { id: 1001, status: 'offline' }),
      () => agent.call(operatorArticleDelete, { id: 1001 }),
    ]) {
      expect((await failure(attempt())).code).toBe(ERRORS.WRONG_ROLE.code);
    }
    expect((await visitor.call(articleDetail, { id: 1001 })).article.id).toBe(1001);
  });
});

describe('operators edit', () => {
  it('creates a draft visitors cannot see, publishes it to the top of the list, takes it offline, and audits each step', async () => {
    const { article } = await operator.call(operatorArticleCreate, { ...draft('关于测试公告发布流程的公告'), isTop: true });
    expect(article).toMatchObject({ status: 'draft', publishedAt: null, updatedBy: DEMO_STAFF.find((s) => s.loginName === 'operator01')!.displayName });
    expect(article.bodyHtml).not.toContain('script');
    expect(article.bodyHtml).not.toContain('onclick');
    expect((await failure(visitor.call(articleDetail, { id: article.id }))).code).toBe(ERRORS.ARTICLE_NOT_FOUND.code);

    await operator.call(operatorArticleSetStatus, { id: article.id, status: 'published' });
    const top = await visitor.call(getNoticeList, { pageNo: 1, pageSize: 10 });
    expect(top.list[0]!.id).toBe(article.id);
    expect(top.total).toBe(NOTICES.length + 1);
    expect((await visitor.call(articleDetail, { id: article.id, kind: 'notice' })).article.mediaUrl).toBe('/static/media/demo.mp4');

    await operator.call(operatorArticleUpdate, { id: article.id, ...draft('关于测试公告发布流程的公告（修订）'), isTop: true });
    expect((await visitor.call(articleDetail, { id: article.id })).article.title).toContain('修订');

    await operator.call(operatorArticleSetStatus, { id: article.id, status: 'offline' });
    expect((await failure(visitor.call(articleDetail, { id: article.id }))).code).toBe(ERRORS.ARTICLE_NOT_FOUND.code);

    await operator.call(operatorArticleDelete, { id: article.id });
    const listed = await operator.call(operatorArticleList, { keyword: '测试公告发布流程', pageNo: 1, pageSize: 10 });
    expect(listed.total).toBe(0);

    const audit = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'article'), eq(auditLog.entityKey, String(article.id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'publish', 'update', 'offline', 'delete']);
    expect(audit.every((a) => a.staffName.length > 0)).toBe(true);
    expect(audit[4]!.before).toMatchObject({ title: '关于测试公告发布流程的公告（修订）' });
  });

  it('schedules: a publish time in the future keeps the item hidden until then', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const { article } = await operator.call(operatorArticleCreate, { ...draft('明日生效的公告'), publishedAt: later });
    await operator.call(operatorArticleSetStatus, { id: article.id, status: 'published' });
    expect((await failure(visitor.call(articleDetail, { id: article.id }))).code).toBe(ERRORS.ARTICLE_NOT_FOUND.code);
    const all = await operator.call(operatorArticleList, { status: 'published', kind: 'notice', pageNo: 1, pageSize: 100 });
    expect(all.items.some((a) => a.id === article.id)).toBe(true);
  });

  it('filters by kind, column, status and keyword', async () => {
    const industry = await operator.call(operatorArticleList, { kind: 'news', column: 'industry', pageNo: 1, pageSize: 10 });
    expect(industry.total).toBe(NEWS.filter((n) => n.column === 'industry').length);
    expect(industry.items.every((a) => a.kind === 'news' && a.column === 'industry')).toBe(true);
    const drafts = await operator.call(operatorArticleList, { status: 'draft', pageNo: 1, pageSize: 10 });
    expect(drafts.items.every((a) => a.status === 'draft')).toBe(true);
    const keyword = await operator.call(operatorArticleList, { keyword: '银企直联', pageNo: 1, pageSize: 50 });
    expect(keyword.total).toBeGreaterThan(2);
  });

  it('rejects bad input with the field and its Chinese message', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '' }, 'title', ARTICLE_FIELD_MESSAGES.titleRequired],
      [{ title: '长'.repeat(101) }, 'title', ARTICLE_FIELD_MESSAGES.titleTooLong],
      [{ summary: '长'.repeat(301) }, 'summary', ARTICLE_FIELD_MESSAGES.summaryTooLong],
      [{ bodyHtml: 'x'.repeat(100_001) }, 'bodyHtml', ARTICLE_FIELD_MESSAGES.bodyTooLong],
      [{ coverUrl: 'javascript:alert(1)' }, 'coverUrl', ARTICLE_FIELD_MESSAGES.urlInvalid],
      [{ mediaUrl: '//evil.example/x.mp4' }, 'mediaUrl', ARTICLE_FIELD_MESSAGES.urlInvalid],
    ];
    for (const [change, field, msg] of cases) {
      const err = await failure(operator.call(operatorArticleCreate, { ...draft('校验'), ...change } as never));
      expect(err.code).toBe(ERRORS.VALIDATION.code);
      expect(err.field).toBe(field);
      expect(err.message).toBe(msg);
    }
    const column = await failure(operator.call(operatorArticleCreate, { ...draft('栏目'), kind: 'news', column: 'policy' }));
    expect(column).toMatchObject({ code: ERRORS.ARTICLE_BAD_COLUMN.code, field: 'column' });
    expect((await failure(operator.call(operatorArticleSetStatus, { id: 999_999, status: 'published' }))).code).toBe(ERRORS.ARTICLE_NOT_FOUND.code);
  });
});

describe('guides belong to the documents console', () => {
  it('neither lists, shows nor edits a guide row', async () => {
    const [guide] = await server.app.database.db
      .insert(articles)
      .values({ kind: 'guide', title: '企业网银操作指南（文档中心）', status: 'published', publishedAt: new Date(Date.now() - 60_000) })
      .returning();
    const listed = await operator.call(operatorArticleList, { keyword: '操作指南（文档中心）', pageNo: 1, pageSize: 10 });
    expect(listed.total).toBe(0);
    expect((await failure(visitor.call(articleDetail, { id: guide!.id }))).code).toBe(ERRORS.ARTICLE_NOT_FOUND.code);
    for (const attempt of [
      () => operator.call(operatorArticleSetStatus, { id: guide!.id, status: 'offline' }),
      () => operator.call(operatorArticleDelete, { id: guide!.id }),
      () => operator.call(operatorArticleUpdate, { id: guide!.id, ...draft('改写指南') }),
    ]) {
      expect((await failure(attempt())).code).toBe(ERRORS.ARTICLE_NOT_EDITABLE.code);
    }
  });
});

describe('seed', () => {
  it('runs again without duplicating or undoing an operator change', async () => {
    const { article } = await operator.call(operatorArticleUpdate, {
      id: 1002,
      ...draft('关于企业网银系统升级维护的公告（时间调整）'),
      publishedAt: null,
    });
    await seed(server.app.database.db);
    const after = await operator.call(operatorArticleList, { kind: 'notice', pageNo: 1, pageSize: 100 });
    expect(after.items.find((a) => a.id === 1002)?.title).toBe(article.title);
    expect(after.items.filter((a) => a.title === NOTICES[0]!.title)).toHaveLength(1);
  });

  it('does not bring back a seeded article an operator deleted', async () => {
    const seeded = NOTICES.at(-1)!;
    await operator.call(operatorArticleDelete, { id: seeded.id });
    await seed(server.app.database.db);
    const after = await operator.call(operatorArticleList, { kind: 'notice', pageNo: 1, pageSize: 100 });
    expect(after.items.map((a) => a.id)).not.toContain(seeded.id);
  });
});
