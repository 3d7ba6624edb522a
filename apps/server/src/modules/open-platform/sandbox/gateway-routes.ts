import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { OPEN_API_SANDBOX_PREFIX, OPEN_APIS, type OpenApiCode } from '@portal/contract/open-platform/apis';
import { SANDBOX_OPENAPI } from '@portal/contract/open-platform/openapi';
import { SANDBOX_API_SCHEMAS } from '@portal/contract/open-platform/sandbox-schemas';
import { SUCCESS_CODE, SUCCESS_MSG } from '@portal/contract/errors';
import { AppError } from '../../../errors.ts';
import { everyWhileOpen } from '../../../plugins/background-job.ts';
import { errorReply, logFailure } from '../../../plugins/error-handler.ts';
import { grantedApiCodes } from '../grants.ts';
import { createCallAlerts, type CallAlerts } from './credential-notices.ts';
import { createGatewayAuth, type SandboxCaller } from './gateway-auth.ts';
import { createRateWindows, FLUSH_MS, rateWindowWriter, sweepRateWindows, type RateWindows } from './rate-window.ts';
import { createSandboxApis } from './sandbox-apis.ts';
import type { SandboxCache } from './sandbox-cache.ts';
import { createUsageRecorder, type UsageRecorder } from './usage-recorder.ts';

const BODY_LIMIT_BYTES = 64 * 1024;
/** Grants change when an operator approves; a few seconds' delay there costs nobody anything. */
const GRANT_CACHE_MS = 5_000;

const recorders = new WeakMap<FastifyInstance, UsageRecorder>();
/** The app's usage recorder (tests flush it before reading the records). */
export const usageRecorderOf = (app: FastifyInstance): UsageRecorder | undefined => recorders.get(app);
const rateWindows = new WeakMap<FastifyInstance, RateWindows>();
/** The app's rate windows (tests write the counts at once instead of waiting for the timer). */
export const rateWindowsOf = (app: FastifyInstance): RateWindows | undefined => rateWindows.get(app);
const alerters = new WeakMap<FastifyInstance, CallAlerts>();
/** The app's call alerts (tests wait for them to settle before reading the notifications). */
export const callAlertsOf = (app: FastifyInstance): CallAlerts | undefined => alerters.get(app);

interface CallNote {
  caller?: SandboxCaller;
  apiCode: string;
  errorCode?: number;
}

/** `{accountNo}` → `:accountNo`, Fastify's form of a path parameter. */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The first zod issue as a coded 400 naming its field. */
function refuse(error: z.core.$ZodError, place: string): never {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : place;
  throw new AppError('SANDBOX_BAD_REQUEST', { field, ...(issue?.message ? { message: `${field}：${issue.message}` } : {}) });
}

/**
 * The working sandbox (issue 26 point 2) under OPEN_API_SANDBOX_PREFIX: plain JSON,
 * server-to-server, outside the envelope. Every error is `{code, msg, field?}`; every call that
 * named a real sandbox app id is recorded (batched) with its status, latency and error code.
 */
export async function sandboxGatewayRoutes(app: FastifyInstance, cache: SandboxCache): Promise<void> {
  const db = app.database.db;
  const auth = createGatewayAuth(app, cache);
  // Counted here, summed over instances in open_sandbox_rate_windows every FLUSH_MS (rate-window.ts).
  const rates = createRateWindows({ write: rateWindowWriter(db) });
  rateWindows.set(app, rates);
  everyWhileOpen(app, FLUSH_MS, 'sandbox rate window write', () => rates.flush());
  everyWhileOpen(app, 60_000, 'sandbox rate window sweep', () => sweepRateWindows(db));
  app.addHook('onClose', () => rates.settle().catch((err: unknown) => app.log.warn({ err }, 'sandbox rate window write failed')));
  const apis = createSandboxApis(db, cache);
  const recorder = createUsageRecorder(db, (err) => app.log.warn({ err }, 'sandbox usage write failed'));
  recorders.set(app, recorder);
  app.addHook('onClose', () => recorder.close());
  const alerts = createCallAlerts(db, (err) => app.log.warn({ err }, 'sandbox call alert failed'));
  alerters.set(app, alerts);
  app.addHook('onClose', () => alerts.settled());
  const grants = new Map<string, { codes: Set<string>; until: number }>();
  const notes = new WeakMap<FastifyRequest, CallNote>();
  const openApiJson = JSON.stringify(SANDBOX_OPENAPI);

  async function granted(enterpriseId: string, code: OpenApiCode): Promise<boolean> {
    let g = grants.get(enterpriseId);
    if (!g || g.until < Date.now()) {
      g = { codes: new Set(await grantedApiCodes(db, enterpriseId, 'sandbox')), until: Date.now() + GRANT_CACHE_MS };
      grants.set(enterpriseId, g);
    }
    return g.codes.has(code);
  }

  await app.register(
    async (scope) => {
      // The body is kept as text: its SM3 digest is part of the signature, and bad JSON gets
      // the sandbox's own coded answer after the caller is known (so it is recorded).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (req, body, done) => {
        req.rawBody = body as string;
        done(null, undefined);
      });

      scope.setErrorHandler((err, req, reply) => {
        const failure = errorReply(err);
        logFailure(req.log, err, failure);
        const note = notes.get(req);
        if (note) note.errorCode = failure.body.code;
        // A known credential refused (rate, signature, IP, expired, revoked): at most one alert an hour, never awaited.
        if (note?.caller) alerts.refused(note.caller, failure.body.code);
        return reply.status(failure.status).header('cache-control', 'no-store').send(failure.body);
      });
      scope.setNotFoundHandler((req, reply) => {
        const e = new AppError('SANDBOX_NOT_FOUND');
        return reply.status(e.status).header('cache-control', 'no-store').send({ code: e.code, msg: e.message });
      });
      scope.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
        const note = notes.get(req);
        if (!note?.caller) return;
        recorder.record({
          enterpriseId: note.caller.enterpriseId,
          appId: note.caller.appId,
          apiCode: note.apiCode,
          httpStatus: reply.statusCode,
          errorCode: reply.statusCode < 400 ? null : (note.errorCode ?? reply.statusCode * 1000),
          latencyMs: Math.round(reply.elapsedTime),
          calledAt: new Date(),
        });
      });

      scope.get('/openapi.json', async (_req, reply) => reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(openApiJson));

      for (const api of OPEN_APIS) {
        const spec = SANDBOX_API_SCHEMAS[api.code];
        const handler = apis[api.code];
        scope.route({
          method: api.method,
          url: routePath(api.path),
          handler: async (req, reply) => {
            const note: CallNote = { apiCode: api.code };
            notes.set(req, note);
            const caller = await auth.authenticate(req, (c) => (note.caller = c));
            const wait = rates.take(caller.credentialId, caller.rateLimitPerMinute);
            if (wait > 0) {
              reply.header('retry-after', String(wait));
              throw new AppError('SANDBOX_RATE_LIMITED');
            }
            if (!(await granted(caller.enterpriseId, api.code))) throw new AppError('SANDBOX_API_NOT_GRANTED');
            if (!spec || !handler) throw new AppError('SANDBOX_NOT_IMPLEMENTED');

            const params = spec.pathParams ? spec.pathParams.safeParse(req.params) : { success: true as const, data: {} };
            if (!params.success) refuse(params.error, 'path');
            const query = spec.query ? spec.query.safeParse(req.query ?? {}) : { success: true as const, data: {} };
            if (!query.success) refuse(query.error, 'query');
            let body: Record<string, unknown> = {};
            if (spec.body) {
              let value: unknown;
              try {
                value = JSON.parse(req.rawBody ?? '');
              } catch {
                throw new AppError('SANDBOX_BODY_NOT_JSON', { field: 'body' });
              }
              if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('SANDBOX_BODY_NOT_JSON', { field: 'body' });
              const parsed = spec.body.safeParse(value);
              if (!parsed.success) refuse(parsed.error, 'body');
              body = parsed.data as Record<string, unknown>;
            }
            const data = await handler(caller, { params: params.data as Record<string, string>, query: query.data as Record<string, unknown>, body });
            return reply.header('cache-control', 'no-store').send({ code: SUCCESS_CODE, msg: SUCCESS_MSG, data });
          },
        });
      }
    },
    { prefix: OPEN_API_SANDBOX_PREFIX },
  );
}
