import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZPageCode } from '../../page-config.ts';
import { ZPageSummary, ZPublishNote } from './page-fields.ts';

/**
 * Publishes the saved draft as the next version (published + 1) and drops the draft. Refused
 * when the draft started from an older version than the published one (PAGE_DRAFT_STALE) or
 * no longer passes the checks. Every instance serves the new version at once.
 */
export const consolePagePublish = defineCall({
  method: 'POST',
  path: '/operator/pages/publish',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ pageCode: ZPageCode, note: ZPublishNote }),
  response: z.object({ summary: ZPageSummary }),
});
