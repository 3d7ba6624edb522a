import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZVerifyToken } from './fields.ts';

/**
 * §7 `/resetPwd/getVerifyQRCode`: a new QR ticket for the phone page `#/m/face?ticket=…`. A new
 * ticket replaces the previous one, so an older QR code stops working.
 */
export const getResetVerifyQrCode = defineCall({
  method: 'POST',
  path: '/resetPwd/getVerifyQRCode',
  sealed: true,
  request: z.object({ verifyToken: ZVerifyToken }),
  response: z.object({ ticket: z.string(), expiresIn: z.int() }),
});
