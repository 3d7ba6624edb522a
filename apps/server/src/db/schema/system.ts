import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator-controlled switches read by the portal (`/system/param`). */
export const systemParams = pgTable('system_params', {
  key: text('key').primaryKey(),
  value: text('value'),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
