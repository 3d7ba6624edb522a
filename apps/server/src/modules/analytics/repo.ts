import type { TrackEvent } from '@portal/contract/calls/analytics/track';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';

export async function insertEvents(db: Db, events: TrackEvent[]): Promise<void> {
  await db.insert(analyticsEvents).values(
    events.map((e) => ({
      type: e.type,
      trackId: e.trackId ?? null,
      label: e.label ?? null,
      pageCode: e.pageCode,
      pageUrl: e.pageUrl,
      referrer: e.referrer ?? null,
      clientAt: new Date(e.at),
    })),
  );
}
