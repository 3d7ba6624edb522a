import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Browsers seen by the risk-management device check at start-up (§4 Startup). */
export const riskDevices = pgTable('risk_devices', {
  deviceId: uuid('device_id').primaryKey().defaultRandom(),
  fingerprint: text('fingerprint').notNull().unique(),
  userAgent: text('user_agent').notNull(),
  screen: text('screen').notNull(),
  timezone: text('timezone').notNull(),
  language: text('language').notNull(),
  platform: text('platform').notNull(),
  lastIp: text('last_ip').notNull(),
  visits: integer('visits').notNull().default(1),
  firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
});
