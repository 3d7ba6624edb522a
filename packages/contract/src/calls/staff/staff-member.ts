import * as z from 'zod/mini';

/** Staff roles (ARCHITECTURE §5): customer-service agents and portal operators. */
export const STAFF_ROLES = { agent: '客服坐席', operator: '运营人员' } as const;
export const ZStaffRole = z.enum(['agent', 'operator']);
export type StaffRole = z.infer<typeof ZStaffRole>;

/** The logged-in staff member as the staff screens show them. */
export const ZStaffMember = z.object({
  loginName: z.string(),
  displayName: z.string(),
  role: ZStaffRole,
});
export type StaffMember = z.infer<typeof ZStaffMember>;

/** What a successful staff login returns: the anti-CSRF token for `x-token` and the member. */
export const ZStaffLoginReply = z.object({ token: z.string(), staff: ZStaffMember });
