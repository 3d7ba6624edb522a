import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChatUuid } from '../customer-service/fields.ts';
import { ZConversationSummary, ZDeskMessage } from './fields.ts';

/**
 * One conversation in full for the agent: who the customer is, what they asked the assistant
 * before (the bot transcript), and the messages after `after` (0 for all). Opening it marks the
 * customer's messages read. Agents see their own and waiting conversations; operators all.
 */
export const deskConversation = defineCall({
  method: 'POST',
  path: '/staff/desk/conversation',
  sealed: true,
  access: 'staff',
  roles: ['agent', 'operator'],
  request: z.object({ uuid: ZChatUuid, after: z.int().check(z.minimum(0)) }),
  response: z.object({
    summary: ZConversationSummary,
    customer: z.object({
      kind: z.enum(['user', 'visitor']),
      name: z.string(),
      loginName: z.nullable(z.string()),
      /** Masked (138****8001). */
      phone: z.nullable(z.string()),
      enterprise: z.nullable(z.string()),
      /** Earlier conversations of the same customer. */
      previousConversations: z.int(),
    }),
    botTranscript: z.array(z.object({ question: z.string(), answer: z.string(), at: z.string() })),
    messages: z.array(ZDeskMessage),
    transferNote: z.nullable(z.string()),
  }),
});
