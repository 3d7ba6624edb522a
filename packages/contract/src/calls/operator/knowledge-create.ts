import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZKbContent, ZKbEntry } from './knowledge-fields.ts';

/** A new entry (enabled, next free `kb-NNNN` id); the assistant answers with it at once. */
export const knowledgeCreate = defineCall({
  method: 'POST',
  path: '/operator/knowledge/create',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: ZKbContent,
  response: z.object({ entry: ZKbEntry }),
});
