import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@portal/contract/errors';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers). */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind };
    } catch (err) {
      req.log.warn({ err }, 'database not ready');
      return reply.status(503).send({ code: ERRORS.NOT_READY.code, msg: ERRORS.NOT_READY.msg });
    }
  });
}
