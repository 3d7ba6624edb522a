import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/**
 * 关怀模式 for the logged-in customer's account (issue 38): the choice follows them to every
 * browser they log in from. The browser keeps its own copy for visitors and before login.
 */
export const setCareMode = defineCall({
  method: 'POST',
  path: '/efip/setCareMode',
  sealed: true,
  access: 'user',
  request: z.object({ careMode: z.boolean() }),
  response: z.object({ careMode: z.boolean() }),
});
