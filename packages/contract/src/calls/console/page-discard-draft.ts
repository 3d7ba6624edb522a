import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZPageCodeInput, ZPageSummary } from './page-fields.ts';

/** Throws the saved draft away; the published page is untouched. */
export const consolePageDiscardDraft = defineCall({
  method: 'POST',
  path: '/operator/pages/discardDraft',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: ZPageCodeInput,
  response: z.object({ summary: ZPageSummary }),
});
