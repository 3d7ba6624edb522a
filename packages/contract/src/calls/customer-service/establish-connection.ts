import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChannelCode, ZChatState, ZClientUid, ZSessionNumber } from './fields.ts';

/**
 * §7 establishConnection: asks for a human agent. Inside service hours the conversation is
 * queued (or goes straight to a free agent) and its `uuid` comes back; outside them nothing is
 * created and `inServiceHours` is false, so the window offers to leave a message. A customer
 * who already has a live conversation gets that one back.
 */
export const establishConnection = defineCall({
  method: 'POST',
  path: '/customerService/establishConnection',
  sealed: true,
  request: z.object({
    channelCode: ZChannelCode,
    sessionNumber: ZSessionNumber,
    clientUid: ZClientUid,
  }),
  response: z.object({
    inServiceHours: z.boolean(),
    uuid: z.nullable(z.string()),
    state: z.nullable(ZChatState),
    /** Place in the queue, 1 = next; 0 once an agent has it. */
    position: z.int(),
  }),
});
