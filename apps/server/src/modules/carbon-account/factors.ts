import { asc, eq } from 'drizzle-orm';
import { combustionFactor, type FuelParameters } from '@portal/contract/carbon/formulas';
import type { CarbonSource } from '@portal/contract/carbon/sources';
import type { Db } from '../../db/client.ts';
import { carbonFactors } from '../../db/schema/carbon.ts';
import { AppError } from '../../errors.ts';

export interface ChosenFactor {
  id: string;
  year: number;
  /** tCO2 per activity unit. */
  perUnit: number;
  source: string;
  /** The guide's parameters of a fuel (null for electricity and heat). */
  fuel: FuelParameters | null;
}

type FactorRow = typeof carbonFactors.$inferSelect;

/** tCO2 per activity unit of a factor row: the direct factor, or NCV × CC × OF × 44/12 for a fuel. */
export function perUnitOf(row: Pick<FactorRow, 'directFactor' | 'netCalorificValue' | 'carbonPerHeat' | 'oxidationRate'>): number {
  if (row.directFactor !== null) return row.directFactor;
  return combustionFactor({ netCalorificValue: row.netCalorificValue!, carbonPerHeat: row.carbonPerHeat!, oxidationRate: row.oxidationRate! });
}

/** The factor of a year: the newest kept year not after it, or the oldest kept when all are later. */
export function pickFactorYear<R extends { year: number }>(rowsOldestFirst: readonly R[], year: number): R | undefined {
  return rowsOldestFirst.filter((r) => r.year <= year).at(-1) ?? rowsOldestFirst[0];
}

/** The factor that applies to `source` in `month`; CARBON_FACTOR_MISSING when none is kept. */
export async function factorFor(db: Db, source: CarbonSource, month: string): Promise<ChosenFactor> {
  const rows = await db.select().from(carbonFactors).where(eq(carbonFactors.code, source)).orderBy(asc(carbonFactors.year));
  const row = pickFactorYear(rows, Number(month.slice(0, 4)));
  if (!row) throw new AppError('CARBON_FACTOR_MISSING', { field: 'source' });
  const fuel = row.directFactor === null ? { netCalorificValue: row.netCalorificValue!, carbonPerHeat: row.carbonPerHeat!, oxidationRate: row.oxidationRate! } : null;
  return { id: row.id, year: row.year, perUnit: perUnitOf(row), source: row.source, fuel };
}
