import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFunctions } from '@portal/contract/calls/insight/function-search';
import { consoleSystemParamUpdate } from '@portal/contract/calls/console/system-params';
import { getSiteSearchAddress, SITE_SEARCH_PARAM } from '@portal/contract/calls/insight/site-search';
import { ERRORS } from '@portal/contract/errors';
import { eq, sql } from 'drizzle-orm';
import { articles, documents } from '../src/db/schema/articles.ts';
import { funds, products } from '../src/db/schema/products.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let visitor: BrowserSession;
let newsId: number;
let lastAddress = 0;
const tab = () => browserSession(server, undefined, { 'x-forwarded-for': `198.51.100.${++lastAddress}` });

beforeAll(async () => {
  // Each tab acts from its own address (x-forwarded-for), so rate limits do not mix.
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
  visitor = tab();
  const db = server.app.database.db;
  const [news] = await db
    .insert(articles)
    .values({ kind: 'news', column: 'bank', title: '鼎信银行跨境撮合服务平台正式上线', status: 'published', publishedAt: new Date(Date.now() - 3600_000) })
    .returning({ id: articles.id });
  newsId = news!.id;
  await db.insert(articles).values({ kind: 'news', column: 'bank', title: '尚未发布的跨境撮合稿件', status: 'draft' });
  server.app.functionSearch.invalidate();
});
afterAll(() => server.close());

const search = (keyword: string, channel?: 'qjmh' | 'yqzl', who = visitor) =>
  who.call(searchFunctions, { keyword, ...(channel ? { channel } : {}) });

describe('function search finds menu functions', () => {
  it('by pinyin initials', async () => {
    const { items } = await search('qyjr');
    expect(items[0]).toEqual({ kind: 'menu', label: '企业金融', trail: [], url: '/bankProduct' });
    const account = (await search('djzhgl')).items[0];
    expect(account).toEqual({ kind: 'menu', label: '多级账户管理', trail: ['企业金融', '现金管理'], url: '/productDetails?code=JS-ZG-307' });
  });

  it('by full pinyin, with or without spaces, and by syllable prefixes', async () => {
    expect((await search('duojizhanghuguanli')).items[0]?.label).toBe('多级账户管理');
    expect((await search('duoji zhanghu guanli')).items[0]?.label).toBe('多级账户管理');
    expect((await search('DuoJZhangHGL')).items[0]?.label).toBe('多级账户管理');
  });

  it('by Chinese text, whole names before names that contain it', async () => {
    const { items } = await search('多级账户管理');
    expect(items[0]).toMatchObject({ kind: 'menu', label: '多级账户管理' });
    const labels = (await search('结算')).items.map((i) => i.label);
    expect(labels).toContain('单位结算账户');
    expect(labels).toContain('国际结算');
  });

  it('finds the direct-connection channel menus with their trail, the visitor channel first', async () => {
    const { items } = await search('zzgl', 'yqzl');
    expect(items[0]).toEqual({ kind: 'menu', label: '自助管理', trail: ['银企直联', '开放平台'], url: '/yqzl/myApi' });
  });

  it('lists a function reachable from several pages once', async () => {
    const hits = (await search('wdsc')).items.filter((i) => i.label === '我的收藏');
    expect(hits).toHaveLength(1);
  });
});

describe('function search finds published content', () => {
  it('by Chinese text, pinyin initials and full pinyin', async () => {
    const expected = { kind: 'news', label: '鼎信银行跨境撮合服务平台正式上线', trail: ['新闻动态'], url: `/newsDetail?id=${newsId}` };
    expect((await search('跨境撮合')).items).toContainEqual(expected);
    expect((await search('kjch')).items).toContainEqual(expected);
    expect((await search('kuajingcuohe')).items).toContainEqual(expected);
  });

  it('finds published products, funds and documents with their own pages', async () => {
    const db = server.app.database.db;
    const [product] = await db.select().from(products).where(eq(products.status, 'published')).limit(1);
    const [fund] = await db.select().from(funds).where(eq(funds.status, 'published')).limit(1);
    const [doc] = await db.select().from(documents).where(eq(documents.status, 'published')).limit(1);
    expect((await search(product!.name)).items).toContainEqual(
      expect.objectContaining({ kind: 'product', label: product!.name, url: `/bankProduct/detail?code=${encodeURIComponent(product!.productCode)}` }),
    );
    expect((await search(fund!.name)).items).toContainEqual(
      expect.objectContaining({ kind: 'fund', label: fund!.name, url: `/financialDetail?proCode=${encodeURIComponent(fund!.proCode)}` }),
    );
    expect((await search(doc!.title)).items).toContainEqual(expect.objectContaining({ kind: 'document', label: doc!.title }));
  });

  it('never shows drafts', async () => {
    const labels = (await search('跨境撮合')).items.map((i) => i.label);
    expect(labels).not.toContain('尚未发布的跨境撮合稿件');
  });

  it('sees content published after the index was built once the index is rebuilt', async () => {
    await server.app.database.db.execute(sql`update articles set status = 'published', published_at = now() where title = '尚未发布的跨境撮合稿件'`);
    server.app.functionSearch.invalidate();
    expect((await search('跨境撮合')).items.map((i) => i.label)).toContain('尚未发布的跨境撮合稿件');
  });
});

describe('function search input', () => {
  it('refuses an empty or overlong keyword with the field', async () => {
    for (const keyword of ['   ', 'x'.repeat(51)]) {
      const err = await failure(search(keyword));
      expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.VALIDATION.code, field: 'keyword' });
    }
  });

  it('answers nothing for a keyword nothing matches', async () => {
    expect((await search('外星人登陆')).items).toEqual([]);
    expect((await search('xqzvk')).items).toEqual([]);
  });

  it('limits searches per address', async () => {
    const one = tab();
    for (let i = 0; i < 120; i++) await search('qyjr', undefined, one);
    expect((await failure(search('qyjr', undefined, one))).code).toBe(ERRORS.RATE_LIMITED.code);
    expect((await search('qyjr', undefined, tab())).items.length).toBeGreaterThan(0);
  });
});

describe('public-site search address', () => {
  it('is unset on a fresh database (no made-up site), and is what an operator configures', async () => {
    expect(await visitor.call(getSiteSearchAddress, {})).toEqual({ url: null });
    const operator = browserSession(server);
    await logInStaff(server, operator, DEMO_STAFF[2]!);
    await operator.call(consoleSystemParamUpdate, { key: SITE_SEARCH_PARAM, value: 'https://search.bank.example/s' });
    expect(await visitor.call(getSiteSearchAddress, {})).toEqual({ url: 'https://search.bank.example/s' });
  });
});
