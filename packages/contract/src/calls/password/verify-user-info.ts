import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSm2Field } from '../auth/fields.ts';
import { ZResetLoginName } from './fields.ts';

/**
 * §7 `/resetPwd/verifyUserInfo` (SM2): step 1 of the face-verified reset (§2 /resetPasswordNew).
 * The real name and the full phone must match the account; the reply's `verifyToken` drives
 * the QR code, the status poll and the final `modifyPwd`.
 */
export const verifyResetUserInfo = defineCall({
  method: 'POST',
  path: '/resetPwd/verifyUserInfo',
  sealed: true,
  request: z.object({ loginName: ZResetLoginName, realName: ZSm2Field, phone: ZSm2Field }),
  response: z.object({ verifyToken: z.string(), expiresIn: z.int() }),
});
