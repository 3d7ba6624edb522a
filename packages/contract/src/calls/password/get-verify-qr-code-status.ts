import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZFaceCheckState, ZVerifyToken } from './fields.ts';

/** §7 `/resetPwd/getVerifyQRCodeStatus`: the desktop's poll (every 2 s) of the phone's face check. */
export const getResetVerifyQrCodeStatus = defineCall({
  method: 'POST',
  path: '/resetPwd/getVerifyQRCodeStatus',
  sealed: true,
  request: z.object({ verifyToken: ZVerifyToken }),
  response: z.object({ status: ZFaceCheckState }),
});
