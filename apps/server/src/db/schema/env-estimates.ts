import { index, jsonb, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enterprises, users } from './identity.ts';

/**
 * Saved environmental-benefit estimates (issue 24, the seam to the carbon account): what was
 * typed, the model, the factor year and region, and the results and factor rows as the server
 * computed them when saved (never the client's figures). An estimate belongs to one enterprise;
 * a carbon reduction links to it by `carbon_reductions.estimate_id`.
 */
export const envEstimates = pgTable(
  'env_estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    modelCode: text('model_code').notNull(),
    modelName: text('model_name').notNull(),
    year: smallint('year').notNull(),
    region: text('region').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    results: jsonb('results').$type<Array<{ key: string; label: string; unit: string; value: number }>>().notNull(),
    factors: jsonb('factors').$type<Array<Record<string, unknown>>>().notNull(),
    /** The CO2e reduction of the results (tCO2e a year), the figure a reduction takes. */
    co2eTonnes: numeric('co2e_tonnes', { precision: 15, scale: 3 }).notNull(),
    savedBy: text('saved_by')
      .notNull()
      .references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('env_estimates_enterprise_idx').on(t.enterpriseId, t.savedAt)],
);
