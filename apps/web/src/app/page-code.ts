import { APP_TEXTS } from './texts.ts';

/** §2: the page code comes from the `pageCode` query parameter and defaults to `index`. */
export const DEFAULT_PAGE_CODE = 'index';
const YQZL_MARKER = 'yqzlmh';

export type Channel = 'qjmh' | 'yqzl';

export function pageCodeOf(search: string): string {
  const code = new URLSearchParams(search).get('pageCode');
  return code && code.trim() ? code.trim() : DEFAULT_PAGE_CODE;
}

export function channelOf(pageCode: string): Channel {
  return pageCode.includes(YQZL_MARKER) ? 'yqzl' : 'qjmh';
}

export function titleOf(pageCode: string): string {
  return pageCode.includes(YQZL_MARKER) ? APP_TEXTS.yqzlTitle : APP_TEXTS.defaultTitle;
}

/** The paths whose screen is the home screen (routes.tsx: the index route and /index; static/home-prefetch.js repeats them). */
const HOME_PATHS: readonly string[] = ['/', '/index'];

/** The page code of the arrival address when it opens the home screen, else undefined. */
export function homePageCode(hash: string): string | undefined {
  const route = hash.replace(/^#/, '') || '/';
  const query = route.indexOf('?');
  const path = query < 0 ? route : route.slice(0, query);
  return HOME_PATHS.includes(path) ? pageCodeOf(query < 0 ? '' : route.slice(query)) : undefined;
}
