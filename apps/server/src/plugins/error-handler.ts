import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { ERRORS, type ErrorName } from '@portal/contract/errors';
import { connectionLoss } from '../db/connection-lost.ts';
import { AppError } from '../errors.ts';
import { UNKNOWN_CALL_PATH } from '../modules/analytics/call-stats.ts';

const FASTIFY_CODES: Record<string, ErrorName> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_ENVELOPE',
};

interface ErrorBody {
  code: number;
  msg: string;
  field?: string;
}

/** A failure's coded reply, and whether it is the caller's (logged as rejected) or ours (failed). */
export interface ErrorReply {
  status: number;
  body: ErrorBody;
  callers: boolean;
  /** The database connection went away: ours, but said in one line, without the query or a stack. */
  databaseLost?: true;
  /** What the log line names besides the code: the field, or Fastify's or the driver's reason. */
  detail?: { field?: string; reason?: string };
}

/** The coded reply to any failure: the call's own, Fastify's (body, media type, limits), or ours. */
export function errorReply(err: unknown): ErrorReply {
  if (err instanceof AppError) {
    return { status: err.status, body: { code: err.code, msg: err.message, ...(err.field ? { field: err.field } : {}) }, callers: true, detail: { field: err.field } };
  }
  const fastifyErr = err as Partial<FastifyError>;
  const name = (fastifyErr.code && FASTIFY_CODES[fastifyErr.code]) ?? (fastifyErr.statusCode === 429 ? 'RATE_LIMITED' : undefined);
  if (name) {
    const e = ERRORS[name];
    return { status: e.status, body: { code: e.code, msg: e.msg }, callers: true };
  }
  const lost = connectionLoss(err);
  if (lost) {
    const e = ERRORS.DATABASE_UNAVAILABLE;
    return { status: e.status, body: { code: e.code, msg: e.msg }, callers: false, databaseLost: true, detail: { reason: lost } };
  }
  if (fastifyErr.statusCode && fastifyErr.statusCode < 500) {
    const e = ERRORS.MALFORMED_ENVELOPE;
    return { status: fastifyErr.statusCode, body: { code: e.code, msg: e.msg }, callers: true, detail: { reason: fastifyErr.code } };
  }
  return { status: 500, body: { code: ERRORS.INTERNAL.code, msg: ERRORS.INTERNAL.msg }, callers: false };
}

/** The one log line of a failure: its code and the route, never the payload. */
export function logFailure(log: FastifyBaseLogger, err: unknown, failure: ErrorReply): void {
  if (failure.callers) log.info({ code: failure.body.code, ...failure.detail }, 'call rejected');
  else if (failure.databaseLost) log.warn({ code: failure.body.code, ...failure.detail }, 'call failed: database connection lost');
  else log.error({ err }, 'call failed');
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

/**
 * One place turns every failure into a coded JSON reply (never a stack trace) and one log line
 * that names the code and the route, never the payload.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const failure = errorReply(err);
    logFailure(req.log, err, failure);
    // A call's declared outcome (an unknown page, wrong credentials) is an answer, not a failed request.
    const answered = req.routeOptions.config?.answeredCodes?.includes(failure.body.code) ?? false;
    return send(reply, answered ? 200 : failure.status, failure.body);
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(API_PREFIX)) {
      app.callStats.count(UNKNOWN_CALL_PATH, ERRORS.NOT_FOUND.code);
      app.callMeters.meter(UNKNOWN_CALL_PATH).record(ERRORS.NOT_FOUND.code, 404, reply.elapsedTime);
    }
    if (req.url.startsWith(API_PREFIX) || req.method !== 'GET') {
      return send(reply, 404, { code: ERRORS.NOT_FOUND.code, msg: ERRORS.NOT_FOUND.msg });
    }
    // The portal routes by hash; any other path is a page that does not exist.
    return reply.redirect('/#/404', 302);
  });
}
