import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZKbId } from './knowledge-fields.ts';

/**
 * Deletes an entry no conversation used; an entry some bot turn answered with is disabled
 * instead, so transcripts and statistics keep their question (`outcome` says which).
 */
export const knowledgeDelete = defineCall({
  method: 'POST',
  path: '/operator/knowledge/delete',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZKbId }),
  response: z.object({ outcome: z.enum(['deleted', 'disabled']) }),
});
