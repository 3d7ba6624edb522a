import type { MenuItem } from '@portal/contract/page-config';
import { classifyConfigUrl } from '../../ui/ConfigLink.tsx';

const HOME_PATHS = new Set(['/', '/index']);

/** A route plus its page code (§2: pageCode defaults to index), so `/` and `/index` match. */
function routeKey(pathname: string, search: string): string {
  const path = HOME_PATHS.has(pathname) ? '/index' : pathname;
  const pageCode = new URLSearchParams(search).get('pageCode') ?? 'index';
  return `${path}|${pageCode}`;
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
  const current = routeKey(location.pathname, location.search);
  const own = items.findIndex((item) => itemKey(item.url) === current);
  if (own >= 0) return own;
  const matches = (node: MenuItem): boolean => itemKey(node.url) === current || (node.children ?? []).some(matches);
  return items.findIndex((item) => (item.children ?? []).some(matches));
}
