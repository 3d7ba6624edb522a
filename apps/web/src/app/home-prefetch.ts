import { getPageData } from '@portal/contract/calls/content/get-page-data';
import type { PageData } from '@portal/contract/page-config';
import { callApi } from '../api/client.ts';
import { pageCodeOf } from './page-code.ts';

/** The paths whose screen is the home screen (routes.tsx: the index route and /index). */
const HOME_PATHS: readonly string[] = ['/', '/index'];

let early: { pageCode: string; reply: Promise<PageData> } | undefined;

/** The page code of the arrival address when it opens the home screen, else undefined. */
function homePageCode(hash: string): string | undefined {
  const route = hash.replace(/^#/, '') || '/';
  const query = route.indexOf('?');
  const path = query < 0 ? route : route.slice(0, query);
  return HOME_PATHS.includes(path) ? pageCodeOf(query < 0 ? '' : route.slice(query)) : undefined;
}

/**
 * Arriving at the home page, its screen's code is fetched at once rather than after the startup
 * calls (issue 36: both are on the way to the first paint on a slow phone).
 */
export function preloadHomeScreen(location: Pick<Location, 'hash'>): void {
  if (homePageCode(location.hash) !== undefined) void import('../features/home/HomeScreen.tsx');
}

/**
 * And its page configuration, while the startup's own calls run (a signed call: after the clock
 * offset is known). The route's loader takes the reply (`takeEarlyPageData`).
 */
export function prefetchHomePage(location: Pick<Location, 'hash'>): void {
  const pageCode = homePageCode(location.hash);
  if (pageCode === undefined) return;
  const reply = callApi(getPageData, { pageCode });
  reply.then(preloadFirstBanner, () => undefined); // a failure: the loader asks again and decides
  early = { pageCode, reply };
}

/**
 * The first banner is the page's largest paint: its picture is asked for as soon as the page
 * configuration names it, not once the screen has rendered it.
 */
function preloadFirstBanner(page: PageData): void {
  const first = page.pageContent.bannerList.find((b) => b.hide !== true);
  if (!first?.imgsrc) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = first.imgsrc;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The early reply for `pageCode`, once; a failed one is asked again. */
export function takeEarlyPageData(pageCode: string): Promise<PageData> | undefined {
  const taken = early?.pageCode === pageCode ? early.reply : undefined;
  early = undefined;
  return taken?.catch(() => callApi(getPageData, { pageCode }));
}
