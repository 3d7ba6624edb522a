import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSessionEndReason } from '../session/session-user.ts';
import { ZStaffMember } from './staff-member.ts';

/**
 * Who is logged in as staff in this browser, or nothing (the staff screens' guard and poll).
 * Passive like userStatus: it neither needs a session nor counts as activity. `token` lets a
 * reloaded tab join its session again; `endReason` says why a staff session here ended.
 */
export const staffStatus = defineCall({
  method: 'GET',
  path: '/staff/auth/status',
  sealed: true,
  request: z.object({}),
  response: z.object({
    staff: z.nullable(ZStaffMember),
    endReason: z.nullable(ZSessionEndReason),
    token: z.nullable(z.string()),
  }),
});
