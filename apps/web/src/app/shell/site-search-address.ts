import { useSyncExternalStore } from 'react';
import { getSiteSearchAddress, siteSearchHref } from '@portal/contract/calls/insight/site-search';
import { callApi } from '../../api/client.ts';

let address: string | null | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the public-site search address once per page load (when the search box is first
 * used), so Enter can open it at once: a window opened after an await is blocked as a pop-up.
 * Screens showing the offer subscribe (useSiteSearchAddress): the answer may come after the
 * suggestions did, and must still make the offer appear.
 */
export function prefetchSiteSearch(): void {
  loading ??= callApi(getSiteSearchAddress, {}).then(
    ({ url }) => {
      address = url;
      for (const listener of listeners) listener();
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The configured public-site search address, once known; re-renders when it arrives. */
export function useSiteSearchAddress(): string | null {
  return useSyncExternalStore(subscribe, () => address ?? null);
}
