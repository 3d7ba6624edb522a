import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/**
 * A new login QR for the desktop (§7 /auth/qr/getQRCode). `image` is a PNG data URL of `qrUrl`,
 * the phone page of this portal. `pollKey` goes only to this browser: the status poll needs
 * it, so a photograph of the QR cannot collect the session.
 */
export const getQrCode = defineCall({
  method: 'POST',
  path: '/auth/qr/getQRCode',
  sealed: true,
  request: z.object({}),
  response: z.object({
    image: z.string(),
    qrUrl: z.string(),
    pollKey: z.string(),
    /** Epoch ms after which the code is refused. */
    expiresAt: z.number(),
  }),
});
