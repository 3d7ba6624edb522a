import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZQrToken } from './fields.ts';

/** The phone's "确认登录": the computer that shows the code may log in as this customer. */
export const confirmQrCode = defineCall({
  method: 'POST',
  path: '/auth/qr/confirmQRCode',
  sealed: true,
  access: 'user',
  request: z.object({ token: ZQrToken }),
  response: z.object({ confirmed: z.boolean() }),
});
