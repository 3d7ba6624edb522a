import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZKbEntry, ZKbId } from './knowledge-fields.ts';

/** One knowledge-base entry, as stored now. */
export const knowledgeGet = defineCall({
  method: 'POST',
  path: '/operator/knowledge/get',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZKbId }),
  response: z.object({ entry: ZKbEntry }),
});
