import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZEnterpriseScope } from './fields.ts';

export const ZSeatRole = z.enum(['director', 'approver', 'inquirer']);
export type SeatRoleCode = z.infer<typeof ZSeatRole>;

/**
 * §7 userInfoVerify: who the caller is in an enterprise's business. A customer without a seat
 * (no director, approver or staff user of an authenticated enterprise) is answered
 * ENTERPRISE_NO_SEAT as an answer, not a failure: the header asks on every page.
 */
export const userInfoVerify = defineCall({
  method: 'POST',
  path: '/xingCubic/userInfoVerify',
  sealed: true,
  access: 'user',
  answers: ['ENTERPRISE_NO_SEAT'],
  request: z.object({ ...ZEnterpriseScope }),
  response: z.object({
    userId: z.string(),
    groupId: z.string(),
    memberCustomerId: z.string(),
    memberCustomerName: z.string(),
    userAccount: z.string(),
    role: ZSeatRole,
    /** Every enterprise the caller acts for, with the role in it. */
    seats: z.array(z.object({ memberCustomerId: z.string(), memberCustomerName: z.string(), role: ZSeatRole })),
  }),
});
