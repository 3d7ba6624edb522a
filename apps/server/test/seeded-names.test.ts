import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleDetail } from '@portal/contract/calls/articles/article-detail';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { productQuery } from '@portal/contract/calls/products/product-query';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 20 point 3: every seeded menu entry and card that opens a product, an article or a page
 * is labelled with the name that page carries, so a customer who clicks 绿色项目贷款 lands on
 * 绿色项目贷款. A label may be a shortened form of the title (the title's characters in order,
 * e.g. 发票查验 for 增值税发票查验指引) or name it with a word added (银企直联服务 for the page
 * 银企直联); another name for the same thing (鼎信快贷 for 普惠小微快贷) is a mismatch.
 * Banners are left out: their titles are slogans, not names.
 */

const SEEDED_PAGES = ['index', 'tszc', 'yqzlmh'] as const;

interface Labelled {
  page: string;
  label: string;
  url: string;
}

/** Menu entries ({label,url}), footer links ({name,linkurl}) and module cards ({title,url}). */
function labelledLinks(page: string, node: unknown, out: Labelled[] = []): Labelled[] {
  if (Array.isArray(node)) for (const item of node) labelledLinks(page, item, out);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    const url = o.url ?? o.linkurl;
    const label = o.label ?? o.name ?? o.title;
    if (typeof url === 'string' && typeof label === 'string' && url.startsWith('/')) out.push({ page, label, url });
    for (const [key, value] of Object.entries(o)) if (key !== 'bannerList') labelledLinks(page, value, out);
  }
  return out;
}

const ARTICLE_SCREENS = { '/imgTxtDetails': 'article', '/noticeDetails': 'notice', '/newsDetail': 'news' } as const;

/** The title of the product, article or page an address opens, as the server returns it; null for other screens. */
async function titleOf(visitor: BrowserSession, url: string): Promise<string | null> {
  const { pathname, searchParams } = new URL(url, 'http://portal.test');
  if (pathname === '/productDetails' || pathname === '/bankProduct/detail') {
    return (await visitor.call(productQuery, { productCode: searchParams.get('code') ?? '' })).product.name;
  }
  const kind = ARTICLE_SCREENS[pathname as keyof typeof ARTICLE_SCREENS];
  if (kind) return (await visitor.call(articleDetail, { id: Number(searchParams.get('id')), kind })).article.title;
  if (pathname === '/index' || pathname === '/') {
    return (await visitor.call(getPageData, { pageCode: searchParams.get('pageCode') ?? 'index' })).pageInfo.pageName;
  }
  return null;
}

/** Spaces, punctuation and quotes do not make a name different. */
const bare = (text: string) => text.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');

/** Whether the characters of `short` appear in `long` in order. */
function inOrder(short: string, long: string): boolean {
  let at = 0;
  for (const ch of long) if (ch === short[at]) at += 1;
  return at === short.length;
}

export function namesMatch(label: string, title: string): boolean {
  const [a, b] = [bare(label), bare(title)];
  return inOrder(a, b) || inOrder(b, a);
}

let server: TestServer;
let visitor: BrowserSession;
beforeAll(async () => {
  server = await startTestServer();
  visitor = browserSession(server);
});
afterAll(() => server.close());

describe('names match their pages', () => {
  it('tells a shortened name from another name', () => {
    expect(namesMatch('发票查验', '增值税发票查验指引')).toBe(true);
    expect(namesMatch('银企直联服务', '银企直联')).toBe(true);
    expect(namesMatch('Java / .NET SDK 3.2 版本发布', '关于银企直联 Java / .NET SDK 3.2 版本发布的公告')).toBe(true);
    for (const [label, title] of [
      ['鼎信快贷', '普惠小微快贷'],
      ['绿色信贷', '绿色项目贷款'],
      ['产业融资平台', '产业数字化采购平台'],
      ['外汇资金业务', '远期结售汇'],
      ['银企直连', '银企直联'],
    ]) {
      expect(namesMatch(label!, title!), `${label} / ${title}`).toBe(false);
    }
  });

  it('labels every seeded menu entry and card with the title of the product, article or page it opens', async () => {
    const links: Labelled[] = [];
    for (const pageCode of SEEDED_PAGES) labelledLinks(pageCode, (await visitor.call(getPageData, { pageCode })).pageContent, links);
    const titles = new Map<string, string | null>();
    const mismatches: string[] = [];
    let compared = 0;
    for (const link of links) {
      if (!titles.has(link.url)) titles.set(link.url, await titleOf(visitor, link.url));
      const title = titles.get(link.url);
      if (title == null) continue;
      compared += 1;
      if (!namesMatch(link.label, title)) mismatches.push(`${link.page}: “${link.label}” opens ${link.url} titled “${title}”`);
    }
    expect(compared).toBeGreaterThan(100);
    expect(mismatches).toEqual([]);
  });
});
