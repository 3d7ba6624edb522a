import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The bank systems a customer enters from the portal with a one-time ticket (unified login,
 * §7 /auth/unifyLogin/*): 企业网银, 票据业务 … Seeded; operators may change them.
 */
export const unifiedLoginSystems = pgTable('unified_login_systems', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** An image path under /static or an https address. */
  icon: text('icon').notNull(),
  /** Where the system takes its `st` (its single-sign-on entry); the portal appends `st`. */
  url: text('url').notNull(),
  /** Customer types that see it: `personal`, `enterprise` (the contract's ZUserType). */
  userTypes: jsonb('user_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** When a customer last entered each system: the list shows the most used first. */
export const unifiedLoginVisits = pgTable(
  'unified_login_visits',
  {
    userId: text('user_id').notNull(),
    systemCode: text('system_code').notNull(),
    lastEnteredAt: at('last_entered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.systemCode] })],
);
