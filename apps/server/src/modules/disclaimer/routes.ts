import type { FastifyInstance } from 'fastify';
import { getDisclaimerInfoByMsgId } from '@portal/contract/calls/disclaimer/get-disclaimer-info';
import { registerCall } from '../../plugins/envelope.ts';
import { createDisclaimerService } from './service.ts';

/** How long an instance may serve an agreement before reading it again. */
const DISCLAIMER_CACHE_TTL_MS = 5_000;

/** The agreements of pages with enableGrant (§4 Page access). */
export function disclaimerRoutes(app: FastifyInstance): void {
  const disclaimers = createDisclaimerService(app.database.db, { ttlMs: DISCLAIMER_CACHE_TTL_MS });
  registerCall(app, getDisclaimerInfoByMsgId, async ({ msgId }) => disclaimers.get(msgId));
}
