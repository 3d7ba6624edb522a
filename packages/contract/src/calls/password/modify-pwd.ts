import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSm2Field } from '../auth/fields.ts';
import { ZVerifyToken } from './fields.ts';

/**
 * §7 `/resetPwd/modifyPwd` (SM2): the new login password (rule 2) after a passed face check.
 * Spends the check (single use), ends every session of the user and clears a lock.
 */
export const resetPasswordByFace = defineCall({
  method: 'POST',
  path: '/resetPwd/modifyPwd',
  sealed: true,
  request: z.object({ verifyToken: ZVerifyToken, newPassword: ZSm2Field }),
  response: z.object({ reset: z.boolean() }),
});
