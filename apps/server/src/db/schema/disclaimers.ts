import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Agreements a page with enableGrant shows before its content (§4 Page access), by the id a
 * page configuration names as `disclaimersID`. `content` is stored already sanitised.
 */
export const disclaimers = pgTable('disclaimers', {
  msgId: text('msg_id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
