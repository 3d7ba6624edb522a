import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZWebBankConfirmRequest, ZWebBankStatusRequest, wyQrqmDecide, wyQrqmDetail } from '@portal/contract/calls/wy-qrqm/wy-qrqm';
import { SUCCESS_CODE, SUCCESS_MSG } from '@portal/contract/errors';
import type * as z from 'zod/mini';
import { publicBaseUrl } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { everyWhileOpen } from '../../plugins/background-job.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { serverSecret } from '../security/server-secret.ts';
import { qrImage } from '../qr-login/qr-image.ts';
import { registerLocalWebBankPage } from './local-web-bank-page.ts';
import { createWyQrqmService } from './service.ts';
import { WEB_BANK_CREATE_PATH, WEB_BANK_KEY_SECRET, WEB_BANK_SKEW_MS, WEB_BANK_STATUS_PATH, webBankSignatureValid } from './web-bank-signature.ts';

/** A director opens and answers a few a minute; more is someone guessing codes. */
const DIRECTOR_RATE = { max: 30, timeWindow: 60_000 };
/** The web bank polls every 2 s per open request; many clerks share its address. */
const WEB_BANK_RATE = { max: 600, timeWindow: 60_000 };
const SWEEP_MS = 60 * 60_000;


/** The portal page a confirmation QR opens (`origin`: the portal's public address, publicBaseUrl). */
export const wyQrqmPageUrl = (origin: string, token: string) => `${origin}/#/qywy/wyQrqm?token=${token}`;

/** 网银扫码确认 (issue 25): the director's two calls and the enterprise web bank's two. */
export function wyQrqmRoutes(app: FastifyInstance): void {
  const confirmations = createWyQrqmService(app.database.db);

  registerCall(app, wyQrqmDetail, async ({ token }, ctx) => confirmations.detail(token, ctx.session!.principalId), { rateLimit: DIRECTOR_RATE });
  registerCall(app, wyQrqmDecide, async ({ token, decision }, ctx) => confirmations.decide(token, ctx.session!.principalId, decision), {
    rateLimit: DIRECTOR_RATE,
  });

  /** The web bank's signed JSON, parsed against `schema`; anything else is refused before it is read. */
  async function signedInput<S extends z.ZodMiniType>(req: FastifyRequest, schema: S): Promise<z.output<S>> {
    const timestamp = String(req.headers['x-webbank-timestamp'] ?? '');
    const signature = String(req.headers['x-webbank-sign'] ?? '');
    const key = await serverSecret(app.database.db, WEB_BANK_KEY_SECRET);
    const fresh = /^\d{13}$/.test(timestamp) && Math.abs(Date.now() - Number(timestamp)) <= WEB_BANK_SKEW_MS;
    if (!fresh || !webBankSignatureValid(key, timestamp, req.rawBody ?? '', signature)) throw new AppError('WYQRQM_BAD_SIGNATURE');
    // A signed request is spent once: a captured one cannot be sent again.
    if (!(await app.envelopeKeys.claimNonce(`webbank:${signature}`))) throw new AppError('WYQRQM_BAD_SIGNATURE');
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) throw new AppError('WYQRQM_BAD_REQUEST');
    return parsed.data;
  }

  app.post(WEB_BANK_CREATE_PATH, { config: { rateLimit: WEB_BANK_RATE } }, async (req) => {
    const input = await signedInput(req, ZWebBankConfirmRequest);
    const created = await confirmations.create(input);
    // The web bank calls from its own network, by whatever address reaches us there: the QR a
    // director scans carries the configured public address instead (issue 37, defect 6).
    const qrUrl = wyQrqmPageUrl(publicBaseUrl(app.config, app.server.address()), created.token);
    return { code: SUCCESS_CODE, msg: SUCCESS_MSG, data: { pollKey: created.pollKey, qrUrl, image: await qrImage(qrUrl), expiresAt: created.expiresAt.getTime() } };
  });

  app.post(WEB_BANK_STATUS_PATH, { config: { rateLimit: WEB_BANK_RATE } }, async (req) => {
    const { pollKey } = await signedInput(req, ZWebBankStatusRequest);
    return { code: SUCCESS_CODE, msg: SUCCESS_MSG, data: await confirmations.poll(pollKey) };
  });

  // A stand-in enterprise web bank for demos, never in production.
  if (app.config.NODE_ENV !== 'production') registerLocalWebBankPage(app);

  // Decided and expired requests are kept a week for enquiries, then dropped.
  everyWhileOpen(app, SWEEP_MS, 'wyQrqm sweep', () => confirmations.sweep());
}
