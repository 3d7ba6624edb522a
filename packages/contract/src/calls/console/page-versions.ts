import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZPageCode } from '../../page-config.ts';
import { PAGE_CONSOLE_LIMITS, ZPageData, ZPageVersionInfo, ZPageVersionNo } from './page-fields.ts';

/** A page's published versions, newest first. */
export const consolePageVersions = defineCall({
  method: 'POST',
  path: '/operator/pages/versions',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    pageCode: ZPageCode,
    pageNo: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1), z.maximum(PAGE_CONSOLE_LIMITS.versionPageSizeMax)),
  }),
  response: z.object({ total: z.int(), items: z.array(ZPageVersionInfo) }),
});

/** One published version's document, to view or compare. */
export const consolePageVersionGet = defineCall({
  method: 'POST',
  path: '/operator/pages/version',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ pageCode: ZPageCode, version: ZPageVersionNo }),
  response: z.object({ info: ZPageVersionInfo, page: ZPageData }),
});
