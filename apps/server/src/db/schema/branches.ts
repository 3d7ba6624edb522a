import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The bank's branches (网点查询): where they are, when they open, what they do. Operators edit them. */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    /** A landline with its area code, e.g. 010-66012345. */
    phone: text('phone').notNull(),
    /** Opening hours as shown, e.g. 09:00-17:00; weekends may say 休息. */
    weekdayHours: text('weekday_hours').notNull(),
    weekendHours: text('weekend_hours').notNull(),
    /** Service codes of the contract's BRANCH_SERVICES. */
    services: jsonb('services').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** An inactive branch (closed, moving) stays for the record but leaves the finder. */
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    uniqueIndex('branches_name_idx').on(t.name),
    index('branches_region_idx').on(t.province, t.city, t.district).where(sql`${t.active}`),
  ],
);
