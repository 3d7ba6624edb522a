import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZActivity, ZActivityId } from './fields.ts';

/**
 * The activity centre (§2 /qywy/operation; issue 25 point 3): published campaigns that have not
 * ended, enrolment once per user within the quota, and the caller's enrolments.
 */
export const activityList = defineCall({
  method: 'POST',
  path: '/qywy/operation/activityList',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ activities: z.array(ZActivity) }),
});

export const activityEnrol = defineCall({
  method: 'POST',
  path: '/qywy/operation/enrol',
  sealed: true,
  access: 'user',
  request: z.object({ activityId: ZActivityId }),
  response: z.object({ activity: ZActivity, enrolledAt: z.string() }),
});

/** Cancels the caller's enrolment while the campaign has not ended; the place goes back to the quota. */
export const activityWithdraw = defineCall({
  method: 'POST',
  path: '/qywy/operation/withdraw',
  sealed: true,
  access: 'user',
  request: z.object({ activityId: ZActivityId }),
  response: z.object({ activity: ZActivity }),
});

export const myEnrolments = defineCall({
  method: 'POST',
  path: '/qywy/operation/myEnrolments',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ enrolments: z.array(z.object({ activityId: z.string(), title: z.string(), startsAt: z.string(), endsAt: z.string(), enrolledAt: z.string() })) }),
});
