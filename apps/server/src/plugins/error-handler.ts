import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { ERRORS, type ErrorName } from '@portal/contract/errors';
import { AppError } from '../errors.ts';
import { UNKNOWN_CALL_PATH } from '../modules/analytics/call-stats.ts';

const FASTIFY_CODES: Record<string, ErrorName> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_ENVELOPE',
};

function send(reply: FastifyReply, status: number, body: { code: number; msg: string; field?: string }) {
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

/**
 * One place turns every failure into a coded JSON reply (never a stack trace) and one log line
 * that names the code and the route, never the payload.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      req.log.info({ code: err.code, field: err.field }, 'call rejected');
      return send(reply, err.status, { code: err.code, msg: err.message, ...(err.field ? { field: err.field } : {}) });
    }
    const name = FASTIFY_CODES[err.code] ?? (err.statusCode === 429 ? 'RATE_LIMITED' : undefined);
    if (name) {
      const e = ERRORS[name];
      req.log.info({ code: e.code }, 'call rejected');
      return send(reply, e.status, { code: e.code, msg: e.msg });
    }
    if (err.statusCode && err.statusCode < 500) {
      req.log.info({ code: ERRORS.MALFORMED_ENVELOPE.code, reason: err.code }, 'call rejected');
      return send(reply, err.statusCode, { code: ERRORS.MALFORMED_ENVELOPE.code, msg: ERRORS.MALFORMED_ENVELOPE.msg });
    }
    req.log.error({ err }, 'call failed');
    return send(reply, 500, { code: ERRORS.INTERNAL.code, msg: ERRORS.INTERNAL.msg });
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(API_PREFIX)) app.callStats.count(UNKNOWN_CALL_PATH, ERRORS.NOT_FOUND.code);
    if (req.url.startsWith(API_PREFIX) || req.method !== 'GET') {
      return send(reply, 404, { code: ERRORS.NOT_FOUND.code, msg: ERRORS.NOT_FOUND.msg });
    }
    // The portal routes by hash; any other path is a page that does not exist.
    return reply.redirect('/#/404', 302);
  });
}
