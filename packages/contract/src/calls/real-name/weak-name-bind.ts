import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/**
 * §7 `/userInfoBind/weakNameBind`: binds the caller's verified name to the account and clears
 * the weak flag. checkFaceRecognitionResult already does this in its own transaction; this call
 * repairs an account verified before (a seeded or imported authentication) that is still weak.
 * Refused (400624) without a verified authentication; idempotent otherwise.
 */
export const weakNameBind = defineCall({
  method: 'POST',
  path: '/userInfoBind/weakNameBind',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ realName: z.string(), weak: z.literal(false) }),
});
