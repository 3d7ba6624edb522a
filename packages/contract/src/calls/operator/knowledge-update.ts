import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZKbContent, ZKbEntry, ZKbId } from './knowledge-fields.ts';

/** Changes an entry's category, question, phrasings and answer; the assistant uses the new text at once. */
export const knowledgeUpdate = defineCall({
  method: 'POST',
  path: '/operator/knowledge/update',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.extend(ZKbContent, { id: ZKbId }),
  response: z.object({ entry: ZKbEntry }),
});
