import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** The system parameter holding the public-site search address (§7 Other). */
export const SITE_SEARCH_PARAM = 'site_search_url';
/** The query parameter the public-site search reads its keyword from. */
export const SITE_SEARCH_KEY = 'searchkey';

/**
 * Where the public-site search lives; the header opens `<url>?searchkey=<keyword>` in a new
 * window when Enter is pressed without choosing a suggestion. `null` when not configured.
 */
export const getSiteSearchAddress = defineCall({
  method: 'POST',
  path: '/insight/site-search/address',
  sealed: true,
  request: z.object({}),
  response: z.object({ url: z.nullable(z.string()) }),
});

/** The address opened for a keyword: the configured base with `searchkey` set (other parameters kept). */
export function siteSearchHref(base: string, keyword: string): string {
  const [head, hash] = base.split('#', 2) as [string, string | undefined];
  const sep = head.includes('?') ? '&' : '?';
  return `${head}${sep}${SITE_SEARCH_KEY}=${encodeURIComponent(keyword)}${hash === undefined ? '' : `#${hash}`}`;
}
