import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZOptionalDay } from '../desk/fields.ts';

/** Ratings per agent over a day range (China time): count, average, per-star counts, top reasons. */
export const chatRatings = defineCall({
  method: 'POST',
  path: '/staff/ops/chat/ratings',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    from: ZOptionalDay,
    to: ZOptionalDay,
  }),
  response: z.object({
    agents: z.array(
      z.object({
        loginName: z.string(),
        displayName: z.string(),
        conversations: z.int(),
        rated: z.int(),
        average: z.nullable(z.number()),
        /** Index 0 = 1 star … 4 = 5 stars. */
        stars: z.array(z.int()),
        reasons: z.array(z.object({ name: z.string(), count: z.int() })),
      }),
    ),
  }),
});
