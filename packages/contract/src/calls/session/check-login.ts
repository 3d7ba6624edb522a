import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { TERMINAL_TYPE } from '../../limits.ts';
import { ZRedirectUrl } from '../auth/fields.ts';

/**
 * The login-redirect call of §4 (`checkLogin`, type 1), made when the status poll finds no
 * user: `data` is where to log in again when this browser's session ran out (idle or too old),
 * with the way back; null for a visitor who simply never logged in.
 */
export const checkLogin = defineCall({
  method: 'GET',
  path: '/auth/efip/checkLogin',
  sealed: true,
  request: z.object({
    redirectUrl: ZRedirectUrl,
    type: z.literal('1'),
    terminalName: z._default(z.literal(TERMINAL_TYPE), TERMINAL_TYPE),
  }),
  response: z.nullable(z.string()),
});
