import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZRealNameSummary, ZRealNameVerifyToken } from './fields.ts';

/**
 * §7 `/realName/checkFaceRecognitionResult`: spends the passed face check of the caller's open
 * authentication and finishes it in one transaction: the authentication turns `verified` (time
 * and method `phone3+face`), the account takes the verified name and stops being weak (the
 * userStatus flag D000000001 disappears).
 */
export const checkRealNameFaceResult = defineCall({
  method: 'POST',
  path: '/realName/checkFaceRecognitionResult',
  sealed: true,
  access: 'user',
  request: z.object({ verifyToken: ZRealNameVerifyToken }),
  response: ZRealNameSummary,
});
