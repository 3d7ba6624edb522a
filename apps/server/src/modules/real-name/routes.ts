import type { FastifyInstance } from 'fastify';
import { beforeRealNameAuth } from '@portal/contract/calls/real-name/before-auth';
import { cancelRealNameAuth } from '@portal/contract/calls/real-name/cancel-auth';
import { checkRealNameFaceResult } from '@portal/contract/calls/real-name/check-face-recognition-result';
import { getUserThreeElement } from '@portal/contract/calls/real-name/get-user-three-element';
import { getRealNameVerifyQrCodeStatus } from '@portal/contract/calls/real-name/get-verify-qr-code-status';
import { getRealNameVerifyQrCode } from '@portal/contract/calls/real-name/get-verify-qr-code';
import { realNamePhoneAuth } from '@portal/contract/calls/real-name/phone-auth';
import { realNameAuthState } from '@portal/contract/calls/real-name/phone-auth-service';
import { sendRealNamePhoneCode } from '@portal/contract/calls/real-name/send-phone-code';
import { weakNameBind } from '@portal/contract/calls/real-name/weak-name-bind';
import { registerCall } from '../../plugins/envelope.ts';
import { registerPollCall } from '../../plugins/poll-lane.ts';
import { openIdentity, openPhone } from './identity-input.ts';
import { createRealNameService } from './service.ts';

/** Input checks one address may make per minute: enough for typos. */
const CHECK_RATE = { max: 20, timeWindow: 60_000 };
/** Three-element checks per address and minute; each costs money at a real provider (a daily cap per user too). */
const THREE_ELEMENT_RATE = { max: 5, timeWindow: 60_000 };
/** QR codes (each may start a face check) and results per address and minute. */
const FACE_RATE = { max: 10, timeWindow: 60_000 };
const READ_RATE = { max: 60, timeWindow: 60_000 };

/**
 * A person's real-name authentication (issue 21, §2 /realAuth, §7 Real name). Every call needs
 * a customer session and works on the caller's own authentication only.
 */
export function realNameRoutes(app: FastifyInstance): void {
  const service = createRealNameService(app);
  const me = (ctx: { session: { principalId: string } | undefined }) => ctx.session!.principalId;

  registerCall(app, beforeRealNameAuth, (input, ctx) => service.beforeAuth(me(ctx), openIdentity(app, input)), { rateLimit: CHECK_RATE });
  // The SMS service counts the sends (per customer, address and phone); the route only stops a flood.
  registerCall(app, sendRealNamePhoneCode, (input, ctx) => service.sendPhoneCode(me(ctx), openPhone(app, input.phone), ctx.request.ip), {
    rateLimit: CHECK_RATE,
  });
  registerCall(app, realNamePhoneAuth, (input, ctx) => service.phoneAuth(me(ctx), openIdentity(app, input), input.smsCode), {
    rateLimit: THREE_ELEMENT_RATE,
  });
  registerCall(app, realNameAuthState, (_input, ctx) => service.state(me(ctx)), { rateLimit: READ_RATE });
  registerCall(app, getRealNameVerifyQrCode, (input, ctx) => service.qrCode(me(ctx), ctx.request.ip, input.verifyToken), { rateLimit: FACE_RATE });
  // The poll every 2 s: as cheap as userStatus (the session from the status cache, one indexed
  // read of the face check, no writes: passive, and like userStatus no per-call counter).
  registerPollCall(app, getRealNameVerifyQrCodeStatus, async ({ verifyToken }, ctx) => ({ status: await service.qrStatus(me(ctx), verifyToken) }), {
    passive: true,
  });
  registerCall(app, checkRealNameFaceResult, (input, ctx) => service.finish(me(ctx), input.verifyToken), { rateLimit: FACE_RATE });
  registerCall(
    app,
    cancelRealNameAuth,
    async (_input, ctx) => {
      await service.cancel(me(ctx));
      return { cancelled: true as const };
    },
    { rateLimit: FACE_RATE },
  );
  registerCall(app, getUserThreeElement, async (_input, ctx) => ({ verified: await service.verified(me(ctx)) }), { rateLimit: READ_RATE });
  registerCall(app, weakNameBind, (_input, ctx) => service.bindWeak(me(ctx)), { rateLimit: FACE_RATE });
}
