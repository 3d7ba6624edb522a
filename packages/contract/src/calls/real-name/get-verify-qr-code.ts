import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZRealNameVerifyToken } from './fields.ts';

/**
 * §7 `/realName/getVerifyQRCode`: a QR code for the face check of the caller's open
 * authentication (`phone_passed`). With the `verifyToken` of a check still running it only
 * replaces the ticket (the older QR code stops working); without one, or once that check has
 * expired, it starts a new face check for the name being verified and returns its token.
 */
export const getRealNameVerifyQrCode = defineCall({
  method: 'POST',
  path: '/realName/getVerifyQRCode',
  sealed: true,
  access: 'user',
  request: z.object({ verifyToken: z.optional(ZRealNameVerifyToken) }),
  response: z.object({ verifyToken: z.string(), ticket: z.string(), expiresIn: z.int() }),
});
