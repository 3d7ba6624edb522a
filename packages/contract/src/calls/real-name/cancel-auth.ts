import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/**
 * §7 `/realName/cancelAuth`: abandons (withdraws) the caller's open authentication; its face
 * check can no longer finish it. A verified authentication is not withdrawn.
 */
export const cancelRealNameAuth = defineCall({
  method: 'POST',
  path: '/realName/cancelAuth',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ cancelled: z.literal(true) }),
});
