import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZPageSummary } from './page-fields.ts';

/** Every configured page with its published version and draft state (operators only). */
export const consolePageList = defineCall({
  method: 'POST',
  path: '/operator/pages/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ items: z.array(ZPageSummary) }),
});
