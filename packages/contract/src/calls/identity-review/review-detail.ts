import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZApplicationDetail, ZApplicationId } from './fields.ts';

/** One application with what the reviewer needs: applicant, masked document, registry extract, notes, pictures. */
export const identityReviewDetail = defineCall({
  method: 'POST',
  path: '/staff/ops/identity/review/detail',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZApplicationId }),
  response: ZApplicationDetail,
});
