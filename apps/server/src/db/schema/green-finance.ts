import { index, numeric, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Published factors of the environmental-benefit estimate (issue 24): one row per factor code,
 * region and year, each with its source. Seeded; operators keep it in the console (audited as
 * envFactor). `value` is numeric so a published figure is kept exactly as published.
 */
export const envFactors = pgTable(
  'env_factors',
  {
    id: serial('id').primaryKey(),
    /** One of the contract's ENV_FACTOR_CODES; the unit is the code's. */
    code: text('code').notNull(),
    region: text('region').notNull(),
    year: smallint('year').notNull(),
    value: numeric('value', { precision: 18, scale: 6 }).notNull(),
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [unique('env_factors_code_region_year').on(t.code, t.region, t.year), index('env_factors_code').on(t.code, t.year)],
);
