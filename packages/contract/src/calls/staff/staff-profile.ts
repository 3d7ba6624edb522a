import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZStaffMember } from './staff-member.ts';

export const ZStaffLogin = z.object({
  at: z.string(),
  success: z.boolean(),
  /** Error name of a failed attempt (LOGIN_FAILED, ACCOUNT_LOCKED …). */
  failure: z.nullable(z.string()),
  ip: z.string(),
  device: z.string(),
});
export type StaffLogin = z.infer<typeof ZStaffLogin>;

/**
 * The staff member's own page: who they are, this session's deadlines (ISO times) and their
 * recent login attempts, newest first.
 */
export const staffProfile = defineCall({
  method: 'POST',
  path: '/staff/auth/profile',
  sealed: true,
  access: 'staff',
  roles: ['agent', 'operator'],
  request: z.object({}),
  response: z.object({
    staff: ZStaffMember,
    session: z.object({
      startedAt: z.string(),
      /** The session ends at this time unless the staff member does something before it. */
      idleDeadline: z.string(),
      /** No session lives past this, active or not. */
      maxDeadline: z.string(),
      ip: z.string(),
      device: z.string(),
    }),
    recentLogins: z.array(ZStaffLogin),
  }),
});
