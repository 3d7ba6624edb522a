import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { staffAccounts, users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A submission of the feedback form (§3, §4), worked through by operators in the inbox. */
export const feedbackItems = pgTable(
  'feedback_items',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    /** 0 content error, 1 inquiry, 2 optimisation suggestion (§5). */
    type: smallint('type').notNull(),
    linkman: text('linkman').notNull(),
    phone: text('phone').notNull(),
    /** new, in_progress or answered. */
    status: text('status').notNull().default('new'),
    /** The operator's answer or working note. */
    reply: text('reply'),
    userId: text('user_id').references(() => users.id),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    handledBy: text('handled_by').references(() => staffAccounts.id),
  },
  (t) => [index('feedback_items_status_idx').on(t.status, t.createdAt)],
);

/** Screenshots attached to a feedback item, checked by content on arrival. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: text('id').primaryKey(),
    feedbackId: text('feedback_id')
      .notNull()
      .references(() => feedbackItems.id),
    sort: smallint('sort').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('feedback_images_feedback_idx').on(t.feedbackId, t.sort)],
);
