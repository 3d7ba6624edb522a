import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, numeric, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The published emission factors (issue 24; one table since issue 36, migration 0034): one row
 * per factor code, region and year, each with its source. The environmental-benefit estimate
 * reads every code; the carbon account reads the national row of its sources' CO₂ codes
 * (CARBON_SOURCE_FACTOR), and each recorded month names the row it was computed with
 * (`carbon_activities.factor_id`). Seeded; operators keep it in the one console (audited as
 * envFactor).
 */
export const emissionFactors = pgTable(
  'emission_factors',
  {
    id: serial('id').primaryKey(),
    /** One of the contract's ENV_FACTOR_CODES; the unit is the code's. */
    code: text('code').notNull(),
    region: text('region').notNull(),
    year: smallint('year').notNull(),
    /**
     * The factor in the code's unit, kept exactly as published (numeric without a scale); for a
     * row with a fuel's parameters, computed from them (fuelFactorValue).
     */
    value: numeric('value').notNull(),
    /** A fuel's CO₂ factor as the accounting guide publishes it: GJ per activity unit … */
    netCalorificValue: doublePrecision('net_calorific_value'),
    /** … tC/GJ … */
    carbonPerHeat: doublePrecision('carbon_per_heat'),
    /** … and a fraction; all three or none. */
    oxidationRate: doublePrecision('oxidation_rate'),
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    unique('emission_factors_code_region_year').on(t.code, t.region, t.year),
    index('emission_factors_code').on(t.code, t.year),
    check(
      'emission_factors_fuel_parameters',
      sql`(${t.netCalorificValue} is null and ${t.carbonPerHeat} is null and ${t.oxidationRate} is null) or (${t.netCalorificValue} is not null and ${t.carbonPerHeat} is not null and ${t.oxidationRate} is not null)`,
    ),
  ],
);
