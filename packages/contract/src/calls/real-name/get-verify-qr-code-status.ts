import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZFaceCheckState } from '../password/fields.ts';
import { ZRealNameVerifyToken } from './fields.ts';

/**
 * §7 `/faceRecognition/getVerifyQRCodeStatus`: the desktop's 2-second poll of the phone's face
 * check. As cheap as userStatus: one indexed read, no writes. A check of another user or
 * purpose reads as `expired`.
 */
export const getRealNameVerifyQrCodeStatus = defineCall({
  method: 'POST',
  path: '/faceRecognition/getVerifyQRCodeStatus',
  sealed: true,
  access: 'user',
  request: z.object({ verifyToken: ZRealNameVerifyToken }),
  response: z.object({ status: ZFaceCheckState }),
});
