import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZApplicationDetail, ZApplicationId, ZGrantedRole, ZRejectReason } from './fields.ts';

/**
 * Approves a pending (DS) application: the enterprise is authenticated and the applicant bound
 * to it with `grantedRole`. A decided or withdrawn application is refused. Audited.
 */
export const identityReviewApprove = defineCall({
  method: 'POST',
  path: '/staff/ops/identity/review/approve',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZApplicationId, grantedRole: ZGrantedRole }),
  response: ZApplicationDetail,
});

/** Rejects a pending (DS) application with the reason the customer reads in the center. Audited. */
export const identityReviewReject = defineCall({
  method: 'POST',
  path: '/staff/ops/identity/review/reject',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZApplicationId, reason: ZRejectReason }),
  response: ZApplicationDetail,
});
