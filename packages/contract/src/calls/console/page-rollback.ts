import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZPageCode } from '../../page-config.ts';
import { ZPageSummary, ZPageVersionNo } from './page-fields.ts';

/**
 * Puts an old version back in front of visitors by publishing its document as a new version
 * (history is never rewritten). A draft started before the rollback becomes stale.
 */
export const consolePageRollback = defineCall({
  method: 'POST',
  path: '/operator/pages/rollback',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ pageCode: ZPageCode, version: ZPageVersionNo }),
  response: z.object({ summary: ZPageSummary }),
});
