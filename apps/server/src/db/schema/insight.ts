import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-side call counts (issue 5 analytics: error rate by call). Each instance counts calls
 * per call path and reply code in memory and writes one row per (path, code) a minute, so
 * instances never contend on a counter row; reports sum over the period.
 */
export const callStats = pgTable(
  'call_stats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Start of the minute the calls were answered in. */
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    /** The call's route path, e.g. /qjmh/api/analytics/track; unknown addresses are grouped. */
    path: text('path').notNull(),
    /** The reply's code: 200 for success, an ERRORS code otherwise. */
    code: integer('code').notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [index('call_stats_minute_idx').on(t.minute)],
);
