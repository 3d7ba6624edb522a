import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSessionEndReason, ZSessionUser } from './session-user.ts';

/**
 * The 10-second status poll of every tab (§4 Login check). `result` is the user record (the
 * envelope encrypts it under the tab's key), `sessionStatus` flags a weak user
 * (WEAK_SESSION_STATUS), `endReason` says why a session this browser held has ended, and
 * `token` lets a second tab of the same login join without logging in again.
 */
export const getUserStatus = defineCall({
  method: 'GET',
  path: '/userLoginCheck/userStatus',
  sealed: true,
  request: z.object({}),
  response: z.object({
    result: z.nullable(ZSessionUser),
    sessionStatus: z.string(),
    endReason: z.nullable(ZSessionEndReason),
    token: z.nullable(z.string()),
  }),
});
