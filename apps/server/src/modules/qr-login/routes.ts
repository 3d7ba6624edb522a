import type { FastifyInstance } from 'fastify';
import { cancelQrCode } from '@portal/contract/calls/qr-login/cancel-qr-code';
import { confirmQrCode } from '@portal/contract/calls/qr-login/confirm-qr-code';
import { getQrCode } from '@portal/contract/calls/qr-login/get-qr-code';
import { getQrCodeStatus } from '@portal/contract/calls/qr-login/get-qr-code-status';
import { scanQrCode } from '@portal/contract/calls/qr-login/scan-qr-code';
import { publicBaseUrl } from '../../config.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { deviceOf } from '../auth/client-info.ts';
import { startUserSession } from '../auth/start-session.ts';
import { phonePageUrl, qrImage } from './qr-image.ts';

/** A desktop refreshes its code every QR_LOGIN_SECONDS; 20 a minute leaves room for a shared office address. */
const QR_CODE_RATE = { max: 20, timeWindow: 60_000 };
/** One poll every 2 s is 30 a minute per open login tab; many colleagues may share one address. */
const QR_POLL_RATE = { max: 300, timeWindow: 60_000 };
const QR_PHONE_RATE = { max: 30, timeWindow: 60_000 };

/** QR-code login: the desktop's code and poll, the phone's scan, confirm and cancel. */
export function qrLoginRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    getQrCode,
    async (_input, ctx) => {
      const created = await app.qrLogins.create({ ip: ctx.request.ip, device: deviceOf(ctx.request) });
      // The configured public address, never the Host the desktop's request named (issue 37, defect 6).
      const qrUrl = phonePageUrl(publicBaseUrl(app.config, app.server.address()), created.qrToken);
      return { image: await qrImage(qrUrl), qrUrl, pollKey: created.pollKey, expiresAt: created.expiresAt.getTime() };
    },
    { rateLimit: QR_CODE_RATE },
  );

  registerCall(
    app,
    getQrCodeStatus,
    async (input, ctx) => {
      const poll = await app.qrLogins.poll(input.pollKey);
      if (!poll.userId) return { status: poll.status, login: null };
      const user = await app.users.findLive(poll.userId);
      // Cancelled between the phone's confirmation and this poll: no session.
      if (!user) return { status: 'expired' as const, login: null };
      return { status: poll.status, login: await startUserSession(app, ctx, user, 'qr', input.redirectUrl) };
    },
    { rateLimit: QR_POLL_RATE },
  );

  registerCall(
    app,
    scanQrCode,
    async (input, ctx) => {
      const row = await app.qrLogins.scan(input.token, ctx.session!.principalId);
      return {
        status: 'scanned' as const,
        device: row.device,
        ip: row.ip,
        requestedAt: row.createdAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
      };
    },
    { rateLimit: QR_PHONE_RATE },
  );

  registerCall(
    app,
    confirmQrCode,
    async (input, ctx) => {
      await app.qrLogins.confirm(input.token, ctx.session!.principalId);
      return { confirmed: true };
    },
    { rateLimit: QR_PHONE_RATE },
  );

  registerCall(
    app,
    cancelQrCode,
    async (input, ctx) => {
      await app.qrLogins.cancel(input.token, ctx.session!.principalId);
      return { cancelled: true };
    },
    { rateLimit: QR_PHONE_RATE },
  );
}
