import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Partner identity providers whose signed assertions the portal accepts (/openLogin). Each
 * signs with HMAC-SM3 under its own secret; a bank adds partners here and turns them off here.
 */
export const openIdentityPartners = pgTable('open_identity_partners', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Which portal user a partner's subject is. A subject without a link cannot log in. */
export const openIdentityLinks = pgTable(
  'open_identity_links',
  {
    partnerId: text('partner_id').notNull().references(() => openIdentityPartners.id),
    subject: text('subject').notNull(),
    userId: text('user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.subject] })],
);
