import { getPageData } from '@portal/contract/calls/content/get-page-data';
import type { PageData } from '@portal/contract/page-config';
import { SUCCESS_CODE } from '@portal/contract/errors-core';
import { callApi } from '../api/client.ts';
import { homePageCode } from './page-code.ts';

/**
 * Arriving at the home page, its screen's code is fetched at once rather than after the startup
 * calls (issue 36: both are on the way to the first paint on a slow phone).
 */
export function preloadHomeScreen(location: Pick<Location, 'hash'>): void {
  if (homePageCode(location.hash) !== undefined) void import('../features/home/HomeScreen.tsx');
}

/** What static/home-prefetch.js started before the modules ran: the home page's public JSON file. */
interface EarlyPage {
  pageCode: string;
  reply: Promise<unknown>;
}

declare global {
  interface Window {
    __portalHomePage?: EarlyPage;
  }
}

/** The early reply as the contract's page data; anything else is refused like a failed call. */
async function pageDataOf(reply: Promise<unknown>): Promise<PageData> {
  const body = (await reply) as { code?: unknown; data?: unknown } | null;
  if (body?.code !== SUCCESS_CODE) throw new Error('the page file did not answer with a page');
  return getPageData.response.parse(body.data);
}

/**
 * The home page's configuration that static/home-prefetch.js asked for while the modules
 * downloaded (it also preloaded the first banner's picture), once, if it is for `pageCode`;
 * one that failed or does not parse is asked again as getPageData.
 */
export function takeEarlyPageData(pageCode: string): Promise<PageData> | undefined {
  const early = window.__portalHomePage;
  delete window.__portalHomePage;
  if (early?.pageCode !== pageCode) return undefined;
  return pageDataOf(early.reply).catch(() => callApi(getPageData, { pageCode }));
}
