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
