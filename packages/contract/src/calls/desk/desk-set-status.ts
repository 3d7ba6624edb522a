import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZAgentStatus } from './fields.ts';

/** The agent goes online (waiting customers are assigned at once), away or offline. */
export const deskSetStatus = defineCall({
  method: 'POST',
  path: '/staff/desk/status',
  sealed: true,
  access: 'staff',
  roles: ['agent'],
  request: z.object({ status: ZAgentStatus }),
  response: z.object({ status: ZAgentStatus }),
});
