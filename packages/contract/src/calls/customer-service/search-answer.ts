import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChatEndReason, ZChatEndedBy, ZChatMessage, ZChatState, ZChatUuid } from './fields.ts';

/**
 * §7 searchAnswer: the customer's 3-second poll. Returns the agent's and the system's messages
 * after `after` (a message id; 0 for all), the state and the queue position. Each poll that
 * brings no agent message counts; the 60th ends the conversation (§4) with reason 1 if the
 * agent had answered before, else 2.
 */
export const searchAnswer = defineCall({
  method: 'POST',
  path: '/customerService/searchAnswer',
  sealed: true,
  request: z.object({
    uuid: ZChatUuid,
    after: z.int().check(z.minimum(0)),
  }),
  response: z.object({
    state: ZChatState,
    position: z.int(),
    agentName: z.nullable(z.string()),
    list: z.array(ZChatMessage),
    endReason: ZChatEndReason,
    endedBy: ZChatEndedBy,
  }),
});
