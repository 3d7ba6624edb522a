/**
 * Chinese names for the keys operators meet on the staff screens (page codes, system parameters,
 * banner and menu tracking keys). A screen shows the name first and the raw key, where an operator
 * needs it, only as secondary text. The server's own names (a page's pageName, a banner's title)
 * come first; these cover what it does not name.
 */
const PAGE_NAMES: Record<string, string> = {
  index: '首页',
  tszc: '特色资产',
  yqzlmh: '银企直联门户',
};

/** A page code's name: the page configuration's pageName when the server gives one. */
export function pageLabel(pageCode: string, pageName?: string | null): string {
  return pageName?.trim() || PAGE_NAMES[pageCode] || pageCode;
}

const PARAM_NAMES: Record<string, string> = {
  pc_color_switch: '全站彩色显示',
  customer_display: '在线客服入口显示',
  gray_release: '灰度发布标志',
  site_search_url: '全站搜索地址',
  // browser support (issue 22)
  anti_debug_switch: '反调试开关',
};

/**
 * A system parameter's name. A key added later in the database is named by its description's
 * head ("全站搜索地址：…"), else shows as itself.
 */
export function paramLabel(key: string, description = ''): string {
  const head = description.split('：')[0]?.trim() ?? '';
  return PARAM_NAMES[key] ?? (head && head !== description && head.length <= 16 ? head : key);
}

/** A banner's name in the statistics: its title when tracked with one, else where it sits. */
export function bannerLabel(trackId: string, title?: string | null): string {
  if (title?.trim()) return title.trim();
  const page = /^idx_banner/.test(trackId) ? PAGE_NAMES.index : null;
  return page ? `${page}轮播图` : '轮播图';
}

/** Where a menu click came from, by the tracking key the shell sends with it. */
export function menuSourceLabel(trackId: string | null): string {
  if (trackId === 'header_search') return '来自头部搜索';
  if (trackId === 'footer') return '来自页脚';
  return trackId ? '来自主菜单' : '来自顶部导航';
}

/** The name of an audited object whose key is a code (a page, a parameter); null for ids and names. */
export function auditObjectLabel(entity: string, key: string): string | null {
  const name = entity === 'page' ? pageLabel(key) : entity === 'systemParam' ? paramLabel(key) : key;
  return name === key ? null : name;
}
