import type { MenuItem } from '@portal/contract/page-config';
import { classifyConfigUrl } from '../../ui/ConfigLink.tsx';

const HOME_PATHS = new Set(['/', '/index']);

/**
 * The signed-in customer's own pages (the personal center): a menu may link into them (特色资产 >
 * 我的收藏) but they belong to no section of the site, so none is highlighted there.
 */
const OWN_PAGES = new Set(['/center']);

/** Parameters that move within one screen (its page of a list) rather than name another. */
const PLACE_PARAMS = new Set(['pageNo']);

/**
 * A route plus what its address names: the page code (§2: defaults to index, so `/` and
 * `/index` match) and the other parameters in a fixed order, so `/productDetails?code=A` and
 * `?code=B` are different menu items.
 */
function routeKey(pathname: string, search: string): string {
  const path = HOME_PATHS.has(pathname) ? '/index' : pathname;
  const params = new URLSearchParams(search);
  const pageCode = params.get('pageCode') ?? 'index';
  const named = [...params]
    .filter(([key]) => key !== 'pageCode' && !PLACE_PARAMS.has(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`);
  return [`${path}|${pageCode}`, ...named].join('&');
}

function itemKey(url: string | undefined): string | null {
  const target = classifyConfigUrl(url);
  if (target.kind !== 'internal') return null;
  const [pathname = '/', search = ''] = target.to.split('?');
  return routeKey(pathname, search);
}

/**
 * Index of the top-level item to highlight: the first whose own url is the current page, else
 * the first with a descendant pointing there, else -1.
 */
export function activeMenuIndex(items: MenuItem[], location: { pathname: string; search: string }): number {
  if (OWN_PAGES.has(location.pathname)) return -1;
  const current = routeKey(location.pathname, location.search);
  const own = items.findIndex((item) => itemKey(item.url) === current);
  if (own >= 0) return own;
  const matches = (node: MenuItem): boolean => itemKey(node.url) === current || (node.children ?? []).some(matches);
  return items.findIndex((item) => (item.children ?? []).some(matches));
}
