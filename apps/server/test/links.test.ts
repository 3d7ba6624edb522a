import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnByKey } from '@portal/contract/calls/articles/article-columns';
import { articleDetail } from '@portal/contract/calls/articles/article-detail';
import { articlesList } from '@portal/contract/calls/articles/articles-list';
import { news } from '@portal/contract/calls/articles/news';
import { getNoticeList } from '@portal/contract/calls/articles/notice-list';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { getDisclaimerInfoByMsgId } from '@portal/contract/calls/disclaimer/get-disclaimer-info';
import { PRODUCT_TYPE_CODES, type ProductType } from '@portal/contract/calls/products/fields';
import { productList } from '@portal/contract/calls/products/product-list';
import { productQuery } from '@portal/contract/calls/products/product-query';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Every link of every seeded page configuration opens a real screen: its path is a route of
 * the web app's route table, and the column, article, notice, product, product type or page
 * it names exists and is published in the seeded database (asked through the public calls).
 */

const SEEDED_PAGES = ['index', 'tszc', 'yqzlmh'] as const;
const LINK_KEYS = new Set(['url', 'linkurl', 'moreUrl', 'registerUrl']);

/**
 * The web route table's paths, read from routes.tsx as text: importing it would pull React and
 * CSS modules into the server test project. The catch-all `*` (which goes to /404) is left out.
 */
function webRoutePaths(): Set<string> {
  const source = readFileSync(new URL('../../web/src/app/routes.tsx', import.meta.url), 'utf8');
  const paths = new Set(['/']);
  for (const [, path] of source.matchAll(/\bpath: '([^']+)'/g)) if (path !== '*') paths.add(`/${path}`);
  return paths;
}

/** Query parameters each screen reads; anything else in a seeded link is a mistake (e.g. `productId`, `noticeId`). */
const PARAMS: Record<string, readonly string[]> = {
  '/page1': ['column', 'title', 'pageNo'],
  '/txtListDetails': ['column', 'pageNo'],
  '/imgTxtDetails': ['id'],
  '/noticeDetails': ['id'],
  '/newsDetail': ['id'],
  '/productDetails': ['code'],
  '/bankProduct/detail': ['code'],
  '/bankProduct': ['type', 'keyword', 'pageNo'],
  '/login': ['tabType', 'redirectUrl'],
  '/disclaimerInfo': ['disclaimersID', 'redirectUrl'],
  // certificates (issue 22): 证书下载 opens the center's certificate tab
  '/center': ['tab'],
};

interface Link {
  page: string;
  url: string;
}

function linksOf(page: string, node: unknown, out: Link[] = []): Link[] {
  if (Array.isArray(node)) for (const item of node) linksOf(page, item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (LINK_KEYS.has(key) && typeof value === 'string' && value !== '') out.push({ page, url: value });
      else linksOf(page, value, out);
    }
  }
  return out;
}

let server: TestServer;
let visitor: BrowserSession;
let links: Link[];
beforeAll(async () => {
  server = await startTestServer();
  visitor = browserSession(server);
  links = [];
  for (const pageCode of SEEDED_PAGES) {
    const page = await visitor.call(getPageData, { pageCode });
    linksOf(pageCode, page.pageContent, links);
  }
});
afterAll(() => server.close());

const internal = () => links.filter((l) => l.url.startsWith('/'));
const where = (l: Link) => `${l.page}: ${l.url}`;

/** Each distinct internal address once, parsed. */
function distinct(): Array<{ link: Link; path: string; params: URLSearchParams }> {
  const seen = new Map<string, Link>();
  for (const l of internal()) if (!seen.has(l.url)) seen.set(l.url, l);
  return [...seen.values()].map((link) => {
    const u = new URL(link.url, 'http://portal.test');
    return { link, path: u.pathname, params: u.searchParams };
  });
}

describe('seeded page configurations link only real screens', () => {
  it('has the links of all three seeded pages to check', () => {
    expect(internal().length).toBeGreaterThan(150);
    expect(new Set(links.map((l) => l.page))).toEqual(new Set(SEEDED_PAGES));
  });

  it('links outside the portal only with https, tel or mailto', () => {
    const other = links.filter((l) => !l.url.startsWith('/'));
    expect(other.length).toBeGreaterThan(0);
    for (const l of other) expect(l.url, where(l)).toMatch(/^(https:\/\/|tel:|mailto:)/);
  });

  it('sends no one to a made-up outside site: 网点查询 opens the finder, the rest were taken out (issue 20)', () => {
    for (const l of links) expect(l.url, where(l)).not.toMatch(/^(https?:)?\/\/[^/]*\.example(\/|:|$)/i);
    const finder = links.filter((l) => l.url === '/branches');
    expect(new Set(finder.map((l) => l.page))).toEqual(new Set(['index', 'tszc']));
  });

  it('names a route of the web route table for every internal link, with only the parameters that screen reads', async () => {
    const routes = webRoutePaths();
    expect(routes.has('/bankProduct/detail')).toBe(true);
    for (const { link, path, params } of distinct()) {
      expect(routes.has(path), `${where(link)} (no such route, it would open /404)`).toBe(true);
      const allowed = new Set([...(PARAMS[path] ?? []), 'pageCode']);
      for (const key of params.keys()) expect(allowed.has(key), `${where(link)}: unknown parameter ${key}`).toBe(true);
      // The agreement screen without an agreement shows only an error: it must name one that exists.
      if (path === '/disclaimerInfo') {
        const msgId = params.get('disclaimersID') ?? '';
        expect((await visitor.call(getDisclaimerInfoByMsgId, { msgId })).msgId, where(link)).toBe(msgId);
      }
    }
  });

  it('selects only page configurations that exist', async () => {
    const codes = new Set(distinct().flatMap(({ params }) => params.getAll('pageCode')));
    expect(codes).toContain('yqzlmh');
    for (const pageCode of codes) {
      const page = await visitor.call(getPageData, { pageCode });
      expect(page.pageInfo.pageCode, pageCode).toBe(pageCode);
    }
  });

  it('opens columns that exist and have published items', async () => {
    for (const { link, path, params } of distinct()) {
      if (path !== '/page1' && path !== '/txtListDetails') continue;
      const column = columnByKey(params.get('column'));
      expect(column?.key, where(link)).toBe(params.get('column'));
      if (!column) continue;
      if (path === '/page1') expect(column.onPage1, `${where(link)}: not a /page1 tab`).toBe(true);
      const title = params.get('title') ?? undefined;
      const list =
        column.kind === 'notice'
          ? await visitor.call(getNoticeList, { title, pageNo: 1, pageSize: 10 })
          : column.kind === 'news'
            ? await visitor.call(news, { column: column.column, pageNo: 1, pageSize: 10 })
            : await visitor.call(articlesList, { kind: column.kind, column: column.column, pageNo: 1, pageSize: 10 });
      expect(list.total, where(link)).toBeGreaterThan(0);
      // What the tab lists is the column's own items.
      for (const item of list.list) expect({ kind: item.kind, column: item.column }, where(link)).toEqual({ kind: column.kind, column: column.column });
      if (title) for (const item of list.list) expect(item.title, where(link)).toContain(title);
    }
  });

  it('opens notices, news and articles that exist and are published', async () => {
    const kinds = { '/noticeDetails': 'notice', '/newsDetail': 'news', '/imgTxtDetails': 'article' } as const;
    let checked = 0;
    for (const { link, path, params } of distinct()) {
      const kind = kinds[path as keyof typeof kinds];
      if (!kind) continue;
      const id = Number(params.get('id'));
      const reply = await visitor.call(articleDetail, { id, kind });
      // The very item the link names, of the kind its screen shows.
      expect({ id: reply.article.id, kind: reply.article.kind }, where(link)).toEqual({ id, kind });
      expect(reply.article.title.trim(), where(link)).not.toBe('');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(25);
  });

  it('opens products, product types and product searches that exist and are published', async () => {
    let checked = 0;
    for (const { link, path, params } of distinct()) {
      if (path === '/productDetails' || path === '/bankProduct/detail') {
        const code = params.get('code') ?? '';
        const { product } = await visitor.call(productQuery, { productCode: code });
        expect(product.productCode, where(link)).toBe(code);
        checked += 1;
      }
      if (path === '/bankProduct') {
        const type = params.get('type');
        if (type !== null) expect(PRODUCT_TYPE_CODES, where(link)).toContain(type);
        const list = await visitor.call(productList, {
          ...(type ? { type: type as ProductType } : {}),
          ...(params.get('keyword') ? { keyword: params.get('keyword')! } : {}),
        });
        expect(list.total, where(link)).toBeGreaterThanOrEqual(3);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('keeps the direct-connection header on the links of the direct-connection pages', () => {
    const own = internal().filter((l) => l.page === 'yqzlmh');
    for (const l of own) {
      const u = new URL(l.url, 'http://portal.test');
      // Going back to the bank's home page, logging in and the shared documents may leave the channel.
      if (['/index', '/login', '/docCenter', '/privacyClause'].includes(u.pathname)) continue;
      // open platform catalogue (issue 26): the /yqzl screens are full pages with the open platform's own frame
      if (u.pathname.startsWith('/yqzl/')) continue;
      // end open platform catalogue
      expect(u.searchParams.get('pageCode'), where(l)).toBe('yqzlmh');
    }
  });
});
