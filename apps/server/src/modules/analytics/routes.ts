import type { FastifyInstance } from 'fastify';
import { trackEvents } from '@portal/contract/calls/analytics/track';
import { analyticsReport } from '@portal/contract/calls/insight/analytics-report';
import { registerCall } from '../../plugins/envelope.ts';
import { operatorEditor } from '../staff/operator-editor.ts';
import { checkEvents } from './event-rules.ts';
import * as repo from './repo.ts';
import { buildReport } from './report.ts';

/**
 * Batches one address may send per minute. A tab sends at most one every two seconds; a
 * company's office shares one address, hence the headroom.
 */
const TRACK_RATE = { max: 120, timeWindow: 60_000 };

export function analyticsRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    trackEvents,
    async ({ events }) => {
      checkEvents(events);
      await repo.insertEvents(app.database.db, events);
      return { accepted: events.length };
    },
    { rateLimit: TRACK_RATE },
  );

  registerCall(app, analyticsReport, async ({ from, to }, ctx) => {
    await operatorEditor(app, ctx);
    // This instance's current minute is written first, so the report includes it.
    await app.callStats.flush();
    return buildReport(app.database.db, from, to);
  });
}
