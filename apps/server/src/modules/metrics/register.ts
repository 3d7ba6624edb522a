import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { ERRORS } from '@portal/contract/errors';
import { replyCode } from '../analytics/call-stats.ts';
import { metricsAccess } from './access.ts';
import { createCallMeters, type CallMeters } from './call-meters.ts';
import { chatQueueLength } from './chat-queue.ts';
import { createMetricsRegistry } from './exposition.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-call counts and latencies of this instance, read by /metrics (modules/metrics). */
    callMeters: CallMeters;
  }
}

export const METRICS_PATH = '/metrics';

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Prometheus metrics. Every API reply is metered by its call, coded result, HTTP status and
 * time: Fastify's routes by an onSend hook each route gets as it is declared (so this runs
 * before any route, as the call stats do), the polls answered before Fastify by the poll lane
 * (poll-lane.ts), an unknown API address by the not-found handler. /metrics itself is served
 * as `metricsAccess` allows.
 */
export function registerMetrics(app: FastifyInstance): void {
  const meters = createCallMeters();
  app.decorate('callMeters', meters);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const meter = meters.meter(route.url.slice(API_PREFIX.length));
    // A callback hook, not an async one: it runs on every reply. elapsedTime counts from routing.
    const meterReply: onSendHookHandler = (_req, reply, payload, done) => {
      meter.record(replyCode(reply.statusCode, payload), reply.statusCode, reply.elapsedTime);
      done(null, payload);
    };
    route.onSend = [...toArray(route.onSend), meterReply];
  });

  const access = metricsAccess(app.config);
  if (access.kind === 'off') {
    app.log.info('metrics: /metrics is off in production until METRICS_TOKEN is set');
    return;
  }
  const { database } = app;
  const registry = createMetricsRegistry({
    meters,
    ...(database.poolStats ? { pool: database.poolStats } : {}),
    chatQueue: () => chatQueueLength(database.db),
    onGaugeFailed: (name, err) => app.log.warn({ err, metric: name }, 'metric not read'),
  });
  app.get(METRICS_PATH, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (access.kind === 'token' && !access.allows(req.headers.authorization)) {
      const e = ERRORS.METRICS_TOKEN_REQUIRED;
      return reply.status(e.status).header('www-authenticate', 'Bearer realm="metrics"').send({ code: e.code, msg: e.msg });
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
