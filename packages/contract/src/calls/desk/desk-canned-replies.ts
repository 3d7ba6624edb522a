import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** Ready-made replies the agent inserts with one click (operators keep the list). */
export const deskCannedReplies = defineCall({
  method: 'POST',
  path: '/staff/desk/cannedReplies',
  sealed: true,
  access: 'staff',
  roles: ['agent'],
  request: z.object({}),
  response: z.object({ replies: z.array(z.object({ id: z.string(), text: z.string() })) }),
});
