import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** Ends the staff session of this browser. */
export const staffLogout = defineCall({
  method: 'POST',
  path: '/staff/auth/logout',
  sealed: true,
  access: 'staff',
  roles: ['agent', 'operator'],
  request: z.object({}),
  response: z.object({ loggedOut: z.boolean() }),
});
