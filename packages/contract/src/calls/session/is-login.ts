import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { TERMINAL_TYPE } from '../../limits.ts';
import { ZSessionUser } from './session-user.ts';

/**
 * Exchanges a one-time login ticket (`st`, from open-identity or workspace login) for a
 * session (§4 Login check). The ticket is spent whether or not the exchange succeeds.
 */
export const isLogin = defineCall({
  method: 'GET',
  path: '/userLoginCheck/isLogin',
  sealed: true,
  request: z.object({
    st: ZText.check(z.minLength(16), z.maxLength(128)),
    terminalName: z._default(z.literal(TERMINAL_TYPE), TERMINAL_TYPE),
  }),
  response: z.object({
    isLogin: z.boolean(),
    loginUrl: z.string(),
    token: z.nullable(z.string()),
    userInfo: z.nullable(ZSessionUser),
  }),
});
