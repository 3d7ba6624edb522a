import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChatUuid } from '../customer-service/fields.ts';

/**
 * The agent takes a waiting conversation (offered to them or still in the queue): it becomes
 * connected and the customer receives msgStart. Refused past the agent's concurrent maximum or
 * when a colleague took it first.
 */
export const deskAccept = defineCall({
  method: 'POST',
  path: '/staff/desk/accept',
  sealed: true,
  access: 'staff',
  roles: ['agent'],
  request: z.object({ uuid: ZChatUuid }),
  response: z.object({ uuid: z.string() }),
});
