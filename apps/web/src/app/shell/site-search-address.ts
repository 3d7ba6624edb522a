import { getSiteSearchAddress, siteSearchHref } from '@portal/contract/calls/insight/site-search';
import { callApi } from '../../api/client.ts';

let address: string | null | undefined;
let loading: Promise<void> | undefined;

/**
 * Fetches the public-site search address once per page load (when the search box is first
 * used), so Enter can open it at once: a window opened after an await is blocked as a pop-up.
 */
export function prefetchSiteSearch(): void {
  loading ??= callApi(getSiteSearchAddress, {}).then(
    ({ url }) => {
      address = url;
    },
    () => {
      loading = undefined;
    },
  );
}

/** The public-site search address for a keyword, or null when none is configured (or not yet known). */
export function siteSearchUrl(keyword: string): string | null {
  return address ? siteSearchHref(address, keyword) : null;
}
