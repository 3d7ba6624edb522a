import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChatUuid } from './fields.ts';

/** §7 disconnect: the customer leaves the human conversation (exit, Q, closing the window, back to robot). */
export const disconnect = defineCall({
  method: 'POST',
  path: '/customerService/disconnect',
  sealed: true,
  request: z.object({ uuid: ZChatUuid }),
  response: z.object({ ended: z.boolean() }),
});
