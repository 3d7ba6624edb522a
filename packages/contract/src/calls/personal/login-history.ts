import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** The personal center's recent logins: when, from where, on what, and whether they worked. */
export const queryLoginHistory = defineCall({
  method: 'POST',
  path: '/efip/queryLoginHistory',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({
    list: z.array(
      z.object({
        at: z.string(),
        method: z.string(),
        success: z.boolean(),
        ip: z.string(),
        device: z.string(),
      }),
    ),
  }),
});
