import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZQrLoginStatus, ZQrToken } from './fields.ts';

/**
 * The phone page opened from a login QR, by a logged-in customer: the code becomes theirs
 * (`scanned`) and the phone learns which computer asked, so the user can judge it.
 */
export const scanQrCode = defineCall({
  method: 'POST',
  path: '/auth/qr/scanQRCode',
  sealed: true,
  access: 'user',
  request: z.object({ token: ZQrToken }),
  response: z.object({
    status: ZQrLoginStatus,
    /** Browser and system of the computer, e.g. "Chrome 131 / Windows". */
    device: z.string(),
    /** The computer's network address. */
    ip: z.string(),
    /** Epoch ms when the computer showed the code. */
    requestedAt: z.number(),
    expiresAt: z.number(),
  }),
});
