import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The day's last order number sequence (issue 26 point 2): `YQ` + Beijing day + this counter,
 * taken by one upsert so two instances never hand out the same number.
 */
export const openApiOrderSequences = pgTable('open_api_order_sequences', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

/** Every naming and removal of an API administrator (`/yqzl/adminAuth` 变更记录). */
export const openApiAdminChanges = pgTable(
  'open_api_admin_changes',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    userId: text('user_id').notNull(),
    /** `grant` or `revoke`. */
    action: text('action').notNull(),
    changedBy: text('changed_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('open_api_admin_changes_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);

/** An enterprise's service setting (`/yqzl/serviceSetting`): callback, switches, contacts. */
export const openApiServiceSettings = pgTable('open_api_service_settings', {
  enterpriseId: text('enterprise_id').primaryKey(),
  callbackUrl: text('callback_url').notNull().default(''),
  notifyReviewResult: boolean('notify_review_result').notNull().default(true),
  notifyKeyExpiry: boolean('notify_key_expiry').notNull().default(true),
  notifyCallAlert: boolean('notify_call_alert').notNull().default(true),
  contacts: jsonb('contacts').$type<{ name: string; phone: string; email: string }[]>().notNull().default([]),
  updatedBy: text('updated_by').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Notifications the bank recorded for an enterprise (最近通知): review results, keys about to
 * expire and call alerts. Each is also posted to the enterprise's callback URL, if it had one
 * when recorded (the delivery columns; callback-sender.ts).
 */
export const openApiNotifications = pgTable(
  'open_api_notifications',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    /** `review_result`, `key_expiry` or `call_alert`. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    applicationId: text('application_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Posting to the callback URL: `none` (no URL then), `pending`, `delivered` or `failed`. */
    deliveryStatus: text('delivery_status').notNull().default('none'),
    /** The callback URL as it was when recorded. */
    deliveryUrl: text('delivery_url').notNull().default(''),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    /** When the sender may (next) try; also its lease while a try is under way. */
    deliveryDueAt: at('delivery_due_at'),
    deliveryError: text('delivery_error').notNull().default(''),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('open_api_notifications_enterprise_idx').on(t.enterpriseId, t.createdAt),
    index('open_api_notifications_due_idx').on(t.deliveryDueAt).where(sql`delivery_status = 'pending'`),
  ],
);
