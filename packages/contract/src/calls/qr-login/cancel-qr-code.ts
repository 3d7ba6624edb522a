import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZQrToken } from './fields.ts';

/** The phone's "取消": the code is void and the computer shows it was cancelled. */
export const cancelQrCode = defineCall({
  method: 'POST',
  path: '/auth/qr/cancelQRCode',
  sealed: true,
  access: 'user',
  request: z.object({ token: ZQrToken }),
  response: z.object({ cancelled: z.boolean() }),
});
