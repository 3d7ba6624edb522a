import type { FastifyInstance } from 'fastify';
import { checkRiskDevice } from '@portal/contract/calls/risk/device';
import { registerCall } from '../../plugins/envelope.ts';
import * as repo from './repo.ts';

const MAX_UA = 512;

export function riskRoutes(app: FastifyInstance): void {
  registerCall(app, checkRiskDevice, async (input, { request }) => {
    const { deviceId, visits } = await repo.upsertDevice(app.database.db, {
      ...input,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_UA),
      ip: request.ip,
    });
    // A browser never seen before is worth a closer look by later checks (login, transfers).
    return { deviceId, visits: visits - 1, riskLevel: visits === 1 ? ('medium' as const) : ('low' as const) };
  });
}
