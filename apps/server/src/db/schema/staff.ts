import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staffAccounts } from './identity.ts';

/** Every staff login attempt: shown to the staff member and kept for the bank's audit. */
export const staffLoginHistory = pgTable(
  'staff_login_history',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id').notNull().references(() => staffAccounts.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    success: boolean('success').notNull(),
    /** Error name when the attempt failed. */
    failure: text('failure'),
    ip: text('ip').notNull(),
    device: text('device').notNull(),
  },
  (t) => [index('staff_login_history_staff_at_idx').on(t.staffId, t.at)],
);
