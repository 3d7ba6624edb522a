import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZFaceCheckState, ZVerifyToken } from '../password/fields.ts';
import { ZApplicationId, ZEnterpriseApplication } from './fields.ts';

/**
 * §7 Enterprise `getVerifyQRCode`: a QR ticket for the legal representative's face check of an
 * application (DT, legal representative applying). Without `verifyToken` (or with an expired
 * one) a new check starts; with it, the check gets a fresh ticket and the older QR code stops
 * working.
 */
export const getEntpVerifyQrCode = defineCall({
  method: 'POST',
  path: '/user/entp/getVerifyQRCode',
  sealed: true,
  access: 'user',
  request: z.object({ applicationId: ZApplicationId, verifyToken: z.optional(ZVerifyToken) }),
  response: z.object({ verifyToken: ZVerifyToken, ticket: z.string(), expiresIn: z.int() }),
});

/**
 * §7 Enterprise `scanCode`: how far the phone has come with the QR code (the desktop's poll every
 * 2 s): waiting, scanned, verified, expired or used. The phone itself opens `#/m/face?ticket=…`.
 * As cheap as userStatus: the token names the check, which must be the caller's; which
 * application it belongs to is checked when it is spent.
 */
export const entpScanCode = defineCall({
  method: 'POST',
  path: '/user/entp/scanCode',
  sealed: true,
  access: 'user',
  request: z.object({ verifyToken: ZVerifyToken }),
  response: z.object({ status: ZFaceCheckState }),
});

/**
 * §7 Enterprise `checkFaceRecognitionResult`: spends the passed face check on the application
 * (once). An expired check is 400635 at `face`: refresh the QR code and scan again.
 */
export const checkEntpFaceResult = defineCall({
  method: 'POST',
  path: '/user/entp/checkFaceRecognitionResult',
  sealed: true,
  access: 'user',
  request: z.object({ applicationId: ZApplicationId, verifyToken: ZVerifyToken }),
  response: ZEnterpriseApplication,
});
