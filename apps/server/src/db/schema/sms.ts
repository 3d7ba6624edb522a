import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** SMS verification codes, stored as HMAC digests, one live code per phone and purpose. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sentAt: at('sent_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('sms_codes_phone_purpose_idx').on(t.phone, t.purpose, t.sentAt)],
);

/** What the local SMS provider "sent": the development and demo stand-in for an SMS gateway. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.sentAt)],
);
