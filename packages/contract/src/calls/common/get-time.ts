import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** Server clock in epoch ms. Unsigned: it is how a client with a wrong clock finds its offset. */
export const getTime = defineCall({
  method: 'GET',
  path: '/auth/common/getTime',
  sealed: false,
  request: z.object({}),
  response: z.int(),
});
