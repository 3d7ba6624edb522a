import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZPageCodeInput, ZPageData, ZPageSummary } from './page-fields.ts';

/** A page to edit: the published document and the saved draft, if any. */
export const consolePageGet = defineCall({
  method: 'POST',
  path: '/operator/pages/get',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: ZPageCodeInput,
  response: z.object({
    summary: ZPageSummary,
    published: ZPageData,
    draft: z.nullable(ZPageData),
  }),
});
