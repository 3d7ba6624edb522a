import type { SearchHit, SearchHitKind } from '@portal/contract/calls/insight/function-search';
import type { HeaderConfig, MenuItem, PageContent, PageInfo } from '@portal/contract/page-config';
import { matchScore, searchable, type Searchable } from './pinyin-match.ts';

/** One findable thing with its pinyin, and the channel whose visitors see it first. */
export interface IndexEntry extends SearchHit {
  channel: 'qjmh' | 'yqzl' | 'all';
  name: Searchable;
  trailText: string;
}

const YQZL_TRAIL = '银企直联';

const ARTICLE_ROUTES: Record<string, { kind: SearchHitKind; section: string; route: string }> = {
  notice: { kind: 'notice', section: '公告通知', route: '/noticeDetails' },
  news: { kind: 'news', section: '新闻动态', route: '/newsDetail' },
  article: { kind: 'article', section: '图文资讯', route: '/imgTxtDetails' },
  ygkjCase: { kind: 'case', section: '科技金融案例', route: '/ygkjCase/detail' },
  serviceCase: { kind: 'case', section: '服务案例', route: '/serviceCase/detail' },
};

const PRODUCT_TYPES: Record<string, string> = {
  deposit: '对公存款',
  loan: '融资贷款',
  wealth: '对公理财',
  settlement: '结算与现金管理',
  international: '国际业务',
  supplyChain: '供应链金融',
  green: '绿色金融',
  pension: '养老金融',
  trust: '托管与信托',
  saas: '金融SaaS平台',
};

export function entry(hit: SearchHit, channel: IndexEntry['channel']): IndexEntry {
  return { ...hit, channel, name: searchable(hit.label), trailText: hit.trail.join('') };
}

function usable(url: string | undefined): url is string {
  return !!url && !url.trim().toLowerCase().startsWith('javascript:');
}

function walkMenus(items: MenuItem[] | undefined, trail: string[], out: SearchHit[]): void {
  for (const item of items ?? []) {
    if (item.hide || item.show === false) continue;
    if (usable(item.url)) out.push({ kind: 'menu', label: item.label, trail, url: item.url, ...(item.newPage ? { newPage: true } : {}) });
    walkMenus(item.children, [...trail, item.label], out);
  }
}

/** The functions of one page configuration: main menu, top navigation and footer links. */
export function menuHits(header: HeaderConfig, footer: PageContent['footerData'], channel: PageInfo['pageChannel']): SearchHit[] {
  const out: SearchHit[] = [];
  const root = channel === 'yqzl' ? [YQZL_TRAIL] : [];
  walkMenus(header.menulist, root, out);
  for (const nav of header.headerTopNav ?? []) {
    if (nav.hide) continue;
    if (usable(nav.url)) out.push({ kind: 'menu', label: nav.label, trail: root, url: nav.url, ...(nav.newPage ? { newPage: true } : {}) });
    for (const child of nav.children ?? []) {
      if (usable(child.url)) out.push({ kind: 'menu', label: child.label, trail: [...root, nav.label], url: child.url, ...(child.newPage ? { newPage: true } : {}) });
    }
  }
  for (const column of footer.fMenu ?? []) {
    for (const link of column.list ?? []) {
      if (usable(link.linkurl)) out.push({ kind: 'menu', label: link.name, trail: [...root, column.name], url: link.linkurl, ...(link.newPage ? { newPage: true } : {}) });
    }
  }
  return out;
}

export interface IndexSources {
  pages: Array<{ pageInfo: PageInfo; pageContent: PageContent }>;
  articles: Array<{ id: number; kind: string; column: string; channel: string; title: string }>;
  products: Array<{ code: string; type: string; name: string }>;
  funds: Array<{ proCode: string; name: string }>;
  documents: Array<{ id: number; category: string; title: string }>;
}

const q = encodeURIComponent;

/** Every findable thing, menus first; the same function reached from several pages is kept once. */
export function buildIndex(src: IndexSources): IndexEntry[] {
  const out: IndexEntry[] = [];
  const seen = new Set<string>();
  const add = (hit: SearchHit, channel: IndexEntry['channel']) => {
    const key = `${hit.kind}|${hit.label}|${hit.url}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(entry(hit, channel));
  };
  // The public portal's pages first, so a function shared by both channels keeps its public trail.
  const pages = [...src.pages].sort((a, b) => Number(a.pageInfo.pageChannel === 'yqzl') - Number(b.pageInfo.pageChannel === 'yqzl'));
  for (const page of pages) {
    const channel = page.pageInfo.pageChannel;
    for (const hit of menuHits(page.pageContent.headerData, page.pageContent.footerData, channel)) add(hit, channel);
  }
  for (const a of src.articles) {
    if (a.kind === 'guide') {
      const app = a.column.toLowerCase().includes('app');
      add({ kind: 'guide', label: a.title, trail: [app ? '手机银行指南' : '企业网银指南'], url: `${app ? '/appGuide' : '/bankGuide'}?id=${a.id}` }, 'all');
      continue;
    }
    const route = ARTICLE_ROUTES[a.kind];
    if (!route) continue;
    add({ kind: route.kind, label: a.title, trail: [route.section], url: `${route.route}?id=${a.id}` }, a.channel === 'yqzl' ? 'yqzl' : 'all');
  }
  for (const p of src.products) {
    add({ kind: 'product', label: p.name, trail: ['产品中心', PRODUCT_TYPES[p.type] ?? '其他产品'], url: `/bankProduct/detail?code=${q(p.code)}` }, 'all');
  }
  for (const f of src.funds) {
    add({ kind: 'fund', label: f.name, trail: ['理财与基金'], url: `/financialDetail?proCode=${q(f.proCode)}` }, 'all');
  }
  for (const d of src.documents) {
    const driver = d.category === 'netshieldDriver';
    add(
      { kind: 'document', label: d.title, trail: [driver ? '安全设备助手' : '文档中心'], url: driver ? '/netshield' : `/docCenter?keyword=${q(d.title)}` },
      'all',
    );
  }
  return out;
}

const KIND_RANK: Record<SearchHitKind, number> = { menu: 0, product: 1, fund: 1, document: 2, guide: 2, notice: 3, news: 3, article: 3, case: 3 };

/**
 * The best matches for a keyword: by how well the name matches (whole, start, inside, then only
 * its menu path), then menus of the visitor's channel, then functions before content, then
 * shorter names.
 */
export function searchIndex(index: IndexEntry[], keyword: string, channel: 'qjmh' | 'yqzl', limit: number): SearchHit[] {
  const scored: Array<{ e: IndexEntry; score: number }> = [];
  const folded = keyword.replace(/\s+/g, '');
  for (const e of index) {
    let score = matchScore(e.name, keyword);
    if (score === undefined && folded.length >= 2 && e.trailText.includes(folded)) score = 3;
    if (score !== undefined) scored.push({ e, score });
  }
  const other = (e: IndexEntry) => Number(e.channel !== 'all' && e.channel !== channel);
  return scored
    .sort(
      (a, b) =>
        a.score - b.score ||
        other(a.e) - other(b.e) ||
        KIND_RANK[a.e.kind] - KIND_RANK[b.e.kind] ||
        a.e.label.length - b.e.label.length,
    )
    .slice(0, limit)
    .map(({ e }) => ({ kind: e.kind, label: e.label, trail: e.trail, url: e.url, ...(e.newPage ? { newPage: true } : {}) }));
}
