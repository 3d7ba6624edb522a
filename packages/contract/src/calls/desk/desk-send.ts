import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChatUuid } from '../customer-service/fields.ts';
import { ZAgentText } from './fields.ts';

/** The agent's text to the customer of a connected conversation they hold. */
export const deskSend = defineCall({
  method: 'POST',
  path: '/staff/desk/send',
  sealed: true,
  access: 'staff',
  roles: ['agent'],
  request: z.object({ uuid: ZChatUuid, text: ZAgentText }),
  response: z.object({ id: z.int(), at: z.string() }),
});
