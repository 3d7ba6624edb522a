import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChatUuid } from '../customer-service/fields.ts';

/** The agent ends a conversation they hold; the customer receives msgEnd and may rate it. */
export const deskEnd = defineCall({
  method: 'POST',
  path: '/staff/desk/end',
  sealed: true,
  access: 'staff',
  roles: ['agent'],
  request: z.object({ uuid: ZChatUuid }),
  response: z.object({ ended: z.boolean() }),
});
