import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChatUuid, ZHumanChatText } from './fields.ts';

/** §7 staffResponse: the customer's text to the human agent (§5: no `<`, `>` or `&`). */
export const staffResponse = defineCall({
  method: 'POST',
  path: '/customerService/staffResponse',
  sealed: true,
  request: z.object({
    uuid: ZChatUuid,
    question: ZHumanChatText,
    msgType: z.literal('text'),
  }),
  response: z.object({ id: z.int(), at: z.string() }),
});
