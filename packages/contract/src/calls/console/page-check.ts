import { ZPageData, type PageData } from '../../page-config.ts';
import { findJsonSyntaxError } from './json-syntax.ts';

/** Menus go at most three levels deep (main item › group › entry). */
export const MENU_MAX_DEPTH = 3;

export type PageProblemKind = 'syntax' | 'schema' | 'depth' | 'duplicate' | 'pageCode';

/** One thing wrong with a page document, named where the operator looks for it. */
export interface PageProblem {
  kind: PageProblemKind;
  /** Path in the document, e.g. ['pageContent', 'headerData', 'menulist', 0, 'children', 2]. */
  path: Array<string | number>;
  /** The place in the operator's words, e.g. 主菜单 › 企业金融 › 账户管理. */
  where: string;
  message: string;
  /** Set for syntax errors (1-based). */
  line?: number;
  column?: number;
}

export type PageCheck = { ok: true; page: PageData } | { ok: false; problems: PageProblem[] };

/** Sections of the document as the console names them; `null` adds nothing to the trail. */
const SECTION_NAMES: Record<string, string | null> = {
  pageInfo: '页面信息',
  pageContent: null,
  headerData: '页头',
  footerData: '页脚',
  bannerList: '轮播图',
  moduleList: '首页模块',
  menulist: '主菜单',
  headerTopNav: '顶部导航',
  leftLink: '顶部左侧链接',
  loginarea: '登录区',
  fMenu: '页脚栏目',
  imgMenu: '页脚图片',
  children: null,
  list: null,
  itemList: null,
};

const FIELD_NAMES: Record<string, string> = {
  label: '名称',
  name: '名称',
  title: '标题',
  subtitle: '副标题',
  url: '链接地址',
  linkurl: '链接地址',
  moreUrl: '“更多”链接',
  imgsrc: '图片',
  iconsrc: '图标',
  hovericonsrc: '悬停图标',
  logosrc: '标志图片',
  logoImg: '标志图片',
  backgroundImg: '背景图片',
  bannerId: '轮播图编号',
  moduleId: '模块编号',
  itemId: '条目编号',
  trackId: '埋点编号',
  type: '模块类型',
  desc: '描述',
  detailDesc: '说明',
  tag: '标签',
  description: '版权信息',
  width: '宽度',
  pageCode: '页面编码',
  pageName: '页面名称',
  enableGrant: '需确认协议',
  enableAccess: '需登录访问',
  disclaimersID: '协议编号',
  pageChannel: '频道',
  customer: '在线客服入口',
  newPage: '新窗口打开',
  hide: '隐藏',
  registerUrl: '注册链接',
};

/** The name an array element goes by: its label, name or title, else its position. */
function elementName(element: unknown, index: number): string {
  if (element && typeof element === 'object') {
    const e = element as Record<string, unknown>;
    for (const key of ['label', 'name', 'title']) {
      const v = e[key];
      if (typeof v === 'string' && v.trim() !== '') return v.trim().slice(0, 20);
    }
  }
  return `第 ${index + 1} 项`;
}

/** The operator's words for a path: 主菜单 › 企业金融 › 账户管理 › 链接地址. */
export function describePath(document: unknown, path: ReadonlyArray<PropertyKey>): string {
  const parts: string[] = [];
  let node: unknown = document;
  path.forEach((key, at) => {
    if (typeof key === 'number') {
      parts.push(elementName(Array.isArray(node) ? node[key] : undefined, key));
    } else {
      const k = String(key);
      const section = SECTION_NAMES[k];
      // 页头/页脚 only when nothing more specific follows (主菜单 says enough on its own).
      const next = path[at + 1];
      const container = (k === 'headerData' || k === 'footerData') && typeof next === 'string' && SECTION_NAMES[next];
      if (section !== null && !container) parts.push(section ?? FIELD_NAMES[k] ?? k);
    }
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key as string] : undefined;
  });
  return parts.length > 0 ? parts.join(' › ') : '页面配置';
}

/** Menu items deeper than MENU_MAX_DEPTH, each reported once at the first level too deep. */
function menuDepthProblems(page: PageData): PageProblem[] {
  const problems: PageProblem[] = [];
  const walk = (items: readonly unknown[] | undefined, depth: number, path: Array<string | number>) => {
    (items ?? []).forEach((item, index) => {
      const here = [...path, index];
      if (depth > MENU_MAX_DEPTH) {
        problems.push({ kind: 'depth', path: here, where: describePath(page, here), message: '菜单最多三级' });
        return;
      }
      const children = (item as { children?: unknown[] }).children;
      walk(children, depth + 1, [...here, 'children']);
    });
  };
  walk(page.pageContent.headerData.menulist, 1, ['pageContent', 'headerData', 'menulist']);
  return problems;
}

/** Banner and module ids name what visitors click in the analytics: they must be unique; banners need a picture. */
function duplicateProblems(page: PageData): PageProblem[] {
  const problems: PageProblem[] = [];
  const check = (list: ReadonlyArray<Record<string, unknown>>, key: string, section: string, what: string) => {
    const seen = new Set<unknown>();
    list.forEach((item, index) => {
      if (seen.has(item[key])) {
        const path = ['pageContent', section, index, key];
        problems.push({ kind: 'duplicate', path, where: describePath(page, path), message: `${what}“${String(item[key])}”重复` });
      }
      seen.add(item[key]);
    });
  };
  check(page.pageContent.bannerList, 'bannerId', 'bannerList', '轮播图编号');
  check(page.pageContent.moduleList, 'moduleId', 'moduleList', '模块编号');
  // A banner without a picture would show visitors an empty frame.
  page.pageContent.bannerList.forEach((banner, index) => {
    if (banner.imgsrc.trim() !== '') return;
    const path = ['pageContent', 'bannerList', index, 'imgsrc'];
    problems.push({ kind: 'schema', path, where: describePath(page, path), message: '请上传轮播图图片' });
  });
  return problems;
}

/** A problem as one line: 主菜单 › 企业金融 › 账户管理 › …：菜单最多3级. */
export const problemText = (p: PageProblem) =>
  p.kind === 'syntax' ? `JSON 格式错误（第 ${p.line} 行第 ${p.column} 列）：${p.message}` : `${p.where}：${p.message}`;

/** Checks a parsed document: the contract's schema, menu depth, unique ids, the page code. */
export function checkPageValue(value: unknown, expectedPageCode?: string): PageCheck {
  const parsed = ZPageData.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        kind: 'schema' as const,
        path: issue.path.map((k) => (typeof k === 'number' ? k : String(k))),
        where: describePath(value, issue.path),
        message: issue.message,
      })),
    };
  }
  const page = parsed.data;
  const problems = [...menuDepthProblems(page), ...duplicateProblems(page)];
  if (expectedPageCode !== undefined && page.pageInfo.pageCode !== expectedPageCode) {
    const path = ['pageInfo', 'pageCode'];
    problems.push({ kind: 'pageCode', path, where: describePath(page, path), message: `页面编码不能修改，应为“${expectedPageCode}”` });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, page };
}

/** Checks a document as the operator typed it: JSON syntax (with line and column) first. */
export function checkPageJson(text: string, expectedPageCode?: string): PageCheck {
  const syntax = findJsonSyntaxError(text);
  if (syntax) return { ok: false, problems: [{ kind: 'syntax', path: [], where: `第 ${syntax.line} 行第 ${syntax.column} 列`, ...syntax }] };
  return checkPageValue(JSON.parse(text) as unknown, expectedPageCode);
}
