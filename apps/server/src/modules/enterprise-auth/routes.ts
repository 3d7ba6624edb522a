import type { FastifyInstance } from 'fastify';
import { entpAuthService } from '@portal/contract/calls/enterprise-auth/auth-service';
import { checkEntpFaceResult, entpScanCode, getEntpVerifyQrCode } from '@portal/contract/calls/enterprise-auth/face-check';
import { ENTP_IMAGE_PATH } from '@portal/contract/calls/enterprise-auth/fields';
import { getEnterpriseInfo } from '@portal/contract/calls/enterprise-auth/get-enterprise-info';
import { listMyEnterprises } from '@portal/contract/calls/enterprise-auth/list-my-enterprises';
import { deleteEntpBinding, updateEntpAuth } from '@portal/contract/calls/enterprise-auth/manage';
import { queryEntpName, queryPersonalEntpName } from '@portal/contract/calls/enterprise-auth/query-entp-name';
import { submitEnterpriseCredentials } from '@portal/contract/calls/enterprise-auth/submit-credentials';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { AppError } from '../../errors.ts';
import { sendImage } from '../../lib/send-image.ts';
import { registerCall, type CallContext } from '../../plugins/envelope.ts';
import { registerPollCall } from '../../plugins/poll-lane.ts';
import { registerUpload } from '../../plugins/upload.ts';
import { readSessionCookie } from '../session/cookie.ts';
import { createEnterpriseAuthService } from './service.ts';

/** Per address and minute: typing in the query box, with room for a second tab. */
const QUERY_RATE = { max: 40, timeWindow: 60_000 };
const SUBMIT_RATE = { max: 10, timeWindow: 60_000 };
const QR_RATE = { max: 10, timeWindow: 60_000 };
const CHANGE_RATE = { max: 20, timeWindow: 60_000 };
const IMAGE_ID_RE = /^[0-9a-f-]{36}$/;

/** The customer of a `user` call (the envelope has already refused anyone else). */
const customerOf = (ctx: Pick<CallContext, 'session'>) => ctx.session!.principalId;

/** Enterprise authentication (§7 Enterprise, `/identify`, issue 21): every call is a logged-in customer's. */
export function enterpriseAuthRoutes(app: FastifyInstance): void {
  const service = createEnterpriseAuthService(app.database.db, app.face);

  registerCall(app, queryEntpName, ({ keyword }, ctx) => service.query(customerOf(ctx), keyword), { rateLimit: QUERY_RATE });
  registerCall(app, queryPersonalEntpName, ({ keyword }, ctx) => service.query(customerOf(ctx), keyword), { rateLimit: QUERY_RATE });
  registerCall(app, getEnterpriseInfo, ({ creditCode }, ctx) => service.info(customerOf(ctx), creditCode), { rateLimit: QUERY_RATE });
  registerCall(app, listMyEnterprises, (_input, ctx) => service.list(customerOf(ctx)));

  registerUpload(app, submitEnterpriseCredentials, (input, files, ctx) => service.submit(customerOf(ctx), input, files), { rateLimit: SUBMIT_RATE });

  registerCall(
    app,
    getEntpVerifyQrCode,
    ({ applicationId, verifyToken }, ctx) => service.qrCode(customerOf(ctx), applicationId, ctx.request.ip, verifyToken),
    { rateLimit: QR_RATE },
  );
  // The poll every 2 s: like userStatus, passive on the poll lane (session from the status cache,
  // one indexed read of the face check, no writes, no per-call counter).
  registerPollCall(app, entpScanCode, ({ verifyToken }, ctx) => service.scanState(customerOf(ctx), verifyToken), { passive: true });
  registerCall(app, checkEntpFaceResult, ({ applicationId, verifyToken }, ctx) => service.checkFace(customerOf(ctx), applicationId, verifyToken), {
    rateLimit: CHANGE_RATE,
  });
  registerCall(app, entpAuthService, ({ applicationId }, ctx) => service.authService(customerOf(ctx), applicationId), { rateLimit: CHANGE_RATE });
  registerCall(app, updateEntpAuth, ({ applicationId }, ctx) => service.withdraw(customerOf(ctx), applicationId), { rateLimit: CHANGE_RATE });
  registerCall(app, deleteEntpBinding, ({ creditCode }, ctx) => service.unbind(customerOf(ctx), creditCode), { rateLimit: CHANGE_RATE });

  /**
   * A picture's bytes for `<img src>`, to its owner only: an image request cannot carry the
   * envelope headers, so the customer's session cookie (SameSite) decides, as for chat pictures.
   * Another customer's picture is answered exactly like a missing one.
   */
  app.get<{ Params: { id: string } }>(`${API_PREFIX}${ENTP_IMAGE_PATH}/:id`, async (request, reply) => {
    const state = await app.sessions.state(readSessionCookie(request));
    if (!state.live || state.session.kind !== 'user') throw new AppError('NOT_LOGGED_IN');
    const id = request.params.id;
    const image = IMAGE_ID_RE.test(id) ? await service.image(state.session.principalId, id) : undefined;
    if (!image) throw new AppError('ENTP_IMAGE_NOT_FOUND');
    return sendImage(reply, image, 'private, no-store');
  });
}
