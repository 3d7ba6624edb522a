import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

export const logout = defineCall({
  method: 'POST',
  path: '/userLoginCheck/logout',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ loggedOut: z.boolean() }),
});
