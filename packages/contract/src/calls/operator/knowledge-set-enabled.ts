import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZKbEntry, ZKbId } from './knowledge-fields.ts';

/** Takes an entry out of the assistant's answers (disabled) or puts it back. */
export const knowledgeSetEnabled = defineCall({
  method: 'POST',
  path: '/operator/knowledge/setEnabled',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZKbId, enabled: z.boolean() }),
  response: z.object({ entry: ZKbEntry }),
});
