import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZActivityId, ZActivityInput, ZConsoleActivity } from './fields.ts';

/** Operators' console for campaigns (issue 25 point 3): create, edit, publish, unpublish, see enrolments. Audited. */

export const operatorActivityList = defineCall({
  method: 'POST',
  path: '/operator/activities/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ activities: z.array(ZConsoleActivity) }),
});

export const operatorActivitySave = defineCall({
  method: 'POST',
  path: '/operator/activities/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: z.optional(ZActivityId), activity: ZActivityInput }),
  response: z.object({ activity: ZConsoleActivity }),
});

export const operatorActivityPublish = defineCall({
  method: 'POST',
  path: '/operator/activities/publish',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZActivityId, published: z.boolean() }),
  response: z.object({ activity: ZConsoleActivity }),
});

export const operatorActivityEnrolments = defineCall({
  method: 'POST',
  path: '/operator/activities/enrolments',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZActivityId }),
  response: z.object({
    enrolments: z.array(z.object({ userName: z.string(), loginName: z.string(), enterpriseName: z.string(), enrolledAt: z.string() })),
  }),
});
