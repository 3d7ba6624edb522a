import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator-controlled switches read by the portal (`/system/param`). */
export const systemParams = pgTable('system_params', {
  key: text('key').primaryKey(),
  value: text('value'),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Seed steps that must run once in a database's life and never again, even when an operator
 * later deletes what they created (the demo accounts).
 */
export const seedMarks = pgTable('seed_marks', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
