import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZFacePurpose, ZFaceTicket } from './fields.ts';

/**
 * The phone page opened from the QR code: what the check is for and whose it is (masked). The
 * desktop's status turns to `scanned`.
 */
export const scanFaceTicket = defineCall({
  method: 'POST',
  path: '/faceRecognition/mobile/scan',
  sealed: true,
  request: z.object({ ticket: ZFaceTicket }),
  response: z.object({ purpose: ZFacePurpose, maskedRealName: z.string(), expiresIn: z.int() }),
});
