import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZAgentStatus } from './fields.ts';

/** Colleagues with their status and load, to choose a transfer target. */
export const deskAgents = defineCall({
  method: 'POST',
  path: '/staff/desk/agents',
  sealed: true,
  access: 'staff',
  roles: ['agent'],
  request: z.object({}),
  response: z.object({
    agents: z.array(
      z.object({
        loginName: z.string(),
        displayName: z.string(),
        status: ZAgentStatus,
        active: z.int(),
        maxConcurrent: z.int(),
        isMe: z.boolean(),
      }),
    ),
  }),
});
