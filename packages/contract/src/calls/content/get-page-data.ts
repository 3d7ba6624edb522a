import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZPageCode, ZPageData } from '../../page-config.ts';

/** getPageData(pageCode) of §7 Content: the page's pageInfo and pageContent. */
export const getPageData = defineCall({
  method: 'POST',
  path: '/page/getPageData',
  sealed: true,
  // The main layout sends an unknown page code to /404 (§2).
  answers: ['PAGE_NOT_FOUND'],
  request: z.object({ pageCode: ZPageCode }),
  response: ZPageData,
});

/** The same document served as static JSON (§2), with no-store headers. */
export const pageJsonPath = (pageCode: string) => `/qjmh/pageCode/${encodeURIComponent(pageCode)}.json`;
