import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Page views and click tracking of configured items (§3 Home data, §7 analytics events). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    trackId: text('track_id'),
    label: text('label'),
    pageCode: text('page_code').notNull(),
    pageUrl: text('page_url').notNull(),
    referrer: text('referrer'),
    /** Router history (§3): the current page's name and the page before the referrer. */
    pageName: text('page_name'),
    previousUrl: text('previous_url'),
    /** Type-specific facts: an API error's call path and code, a login's method. */
    detail: jsonb('detail').$type<Record<string, string | number>>(),
    clientAt: timestamp('client_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_track_idx').on(t.trackId, t.receivedAt),
    index('analytics_events_type_idx').on(t.type, t.receivedAt),
  ],
);
