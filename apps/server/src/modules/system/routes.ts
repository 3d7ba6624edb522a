import type { FastifyInstance } from 'fastify';
import { getSystemParam } from '@portal/contract/calls/system/param';
import { registerCall } from '../../plugins/envelope.ts';
import { createSystemParamService } from './service.ts';

/** How long an instance may serve a parameter before reading it again. */
const PARAM_CACHE_TTL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** System parameters as every module reads them: one cache per instance, dropped on an edit. */
    systemParams: ReturnType<typeof createSystemParamService>;
  }
}

export function systemRoutes(app: FastifyInstance): void {
  const params = createSystemParamService(app.database.db, { ttlMs: PARAM_CACHE_TTL_MS });
  app.decorate('systemParams', params);
  registerCall(app, getSystemParam, async ({ key }) => ({ key, value: await params.get(key) }));
}
