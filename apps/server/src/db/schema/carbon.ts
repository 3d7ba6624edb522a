import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emissionFactors } from './emission-factors.ts';
import { enterprises, users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One enterprise's activity data: one row per version of a month and source. The current
 * version has neither `superseded_at` nor `deleted_at`; a correction supersedes it with a new
 * row, a delete marks it deleted, so the history stays (who, when, what, why). The emission is
 * computed once with the factor of its time and kept with the row.
 */
export const carbonActivities = pgTable(
  'carbon_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    month: text('month').notNull(),
    source: text('source').notNull(),
    quantity: numeric('quantity', { precision: 15, scale: 3 }).notNull(),
    /** The row of `emission_factors` the month was computed with. */
    factorId: integer('factor_id')
      .notNull()
      .references(() => emissionFactors.id),
    /** tCO2 per activity unit used. */
    factor: doublePrecision('factor').notNull(),
    tonnes: doublePrecision('tonnes').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: at('recorded_at').notNull().defaultNow(),
    supersededAt: at('superseded_at'),
    deletedAt: at('deleted_at'),
    deletedBy: text('deleted_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('carbon_activities_current_idx').on(t.enterpriseId, t.month, t.source).where(sql`${t.supersededAt} is null and ${t.deletedAt} is null`),
    index('carbon_activities_enterprise_month_idx').on(t.enterpriseId, t.month),
    check('carbon_activities_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The enterprise's green projects and their annual reduction. `estimate_id` is the seam for the
 * environmental-benefit estimate (issue 24 item 5): once it exists, a project links to the
 * estimate its figure came from; until then the director types the figure.
 */
export const carbonReductions = pgTable(
  'carbon_reductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    projectName: text('project_name').notNull(),
    projectType: text('project_type').notNull(),
    annualTonnes: numeric('annual_tonnes', { precision: 15, scale: 3 }).notNull(),
    startMonth: text('start_month').notNull(),
    estimateId: text('estimate_id'),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: at('recorded_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('carbon_reductions_enterprise_idx').on(t.enterpriseId)],
);

/** Carbon assets: allowances (CEA) by year and CCER by project, in tonnes. */
export const carbonAssets = pgTable(
  'carbon_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    kind: text('kind').notNull(),
    vintage: integer('vintage').notNull(),
    projectName: text('project_name').notNull().default(''),
    quantity: numeric('quantity', { precision: 15, scale: 3 }).notNull(),
    acquisition: text('acquisition').notNull(),
    acquiredOn: date('acquired_on').notNull(),
    status: text('status').notNull(),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: at('recorded_at').notNull().defaultNow(),
    updatedAt: at('updated_at'),
  },
  (t) => [index('carbon_assets_enterprise_idx').on(t.enterpriseId)],
);
