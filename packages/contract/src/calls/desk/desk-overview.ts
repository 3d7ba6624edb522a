import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZAgentStatus, ZDeskConversation, ZQueueItem } from './fields.ts';

/**
 * The agent desk's picture of now: the agent's own status and load, the waiting queue (oldest
 * first, with what is offered to this agent) and the agent's live conversations. The desk
 * fetches it again whenever its event stream says something changed.
 */
export const deskOverview = defineCall({
  method: 'POST',
  path: '/staff/desk/overview',
  sealed: true,
  access: 'staff',
  roles: ['agent'],
  request: z.object({}),
  response: z.object({
    me: z.object({ status: ZAgentStatus, maxConcurrent: z.int(), active: z.int() }),
    queue: z.array(ZQueueItem),
    conversations: z.array(ZDeskConversation),
    /** Messages left outside service hours and not yet handled. */
    openLeftMessages: z.int(),
  }),
});
