import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZRedirectUrl } from '../auth/fields.ts';
import { ZLoginReply } from '../session/session-user.ts';
import { ZQrLoginStatus, ZQrPollKey } from './fields.ts';

/**
 * The desktop's poll (§7 /auth/qr/getQRCodeStatus, every QR_LOGIN_POLL_MS). The first poll
 * that finds the code `confirmed` starts this browser's session and carries the login reply;
 * the code is `used` from then on.
 */
export const getQrCodeStatus = defineCall({
  method: 'POST',
  path: '/auth/qr/getQRCodeStatus',
  sealed: true,
  request: z.object({ pollKey: ZQrPollKey, redirectUrl: ZRedirectUrl }),
  response: z.object({ status: ZQrLoginStatus, login: z.nullable(ZLoginReply) }),
});
