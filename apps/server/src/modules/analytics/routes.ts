import type { FastifyInstance } from 'fastify';
import { trackEvents } from '@portal/contract/calls/analytics/track';
import { registerCall } from '../../plugins/envelope.ts';
import * as repo from './repo.ts';

export function analyticsRoutes(app: FastifyInstance): void {
  registerCall(app, trackEvents, async ({ events }) => {
    await repo.insertEvents(app.database.db, events);
    return { accepted: events.length };
  });
}
