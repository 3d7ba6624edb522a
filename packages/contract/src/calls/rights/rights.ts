import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZMemberCustomerId, ZRight, ZRightId, ZRightUsage } from './fields.ts';

/**
 * The rights centre (§2 /qywy/rights; spec "rights center (my rights and rights usage
 * records)"; issue 25 point 3). Every seat of an authenticated enterprise (director, approver,
 * inquirer) reads the enterprise's rights and their use; an enterprise the caller has no seat
 * in is "not found".
 */
export const myRights = defineCall({
  method: 'POST',
  path: '/qywy/rights/myRights',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId }),
  response: z.object({
    memberCustomerId: z.string(),
    memberCustomerName: z.string(),
    enterprises: z.array(z.object({ id: z.string(), name: z.string() })),
    rights: z.array(ZRight),
  }),
});

export const rightUsageRecords = defineCall({
  method: 'POST',
  path: '/qywy/rights/usageRecords',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, rightId: z.optional(ZRightId) }),
  response: z.object({ records: z.array(ZRightUsage) }),
});
