import { CARBON_SOURCE_FACTOR, type CarbonSource } from '@portal/contract/carbon/sources';
import { ENV_FACTOR_CODES } from '@portal/contract/calls/green-finance/env-fields';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { nationalFactorRows } from '../green-finance/factors-service.ts';

export interface ChosenFactor {
  /** The row of `emission_factors`. */
  id: number;
  year: number;
  /** tCO2 per activity unit. */
  perUnit: number;
  source: string;
}

/** The factor of a year: the newest kept year not after it, or the oldest kept when all are later. */
export function pickFactorYear<R extends { year: number }>(rowsOldestFirst: readonly R[], year: number): R | undefined {
  return rowsOldestFirst.filter((r) => r.year <= year).at(-1) ?? rowsOldestFirst[0];
}

/**
 * The factor that applies to `source` in `month`: the national row of the source's code in the
 * one table of published factors (issue 36), its value (in the code's unit, a fuel's computed
 * from the guide's parameters) in tCO₂ per activity unit. CARBON_FACTOR_MISSING when none is kept.
 */
export async function factorFor(db: Db, source: CarbonSource, month: string): Promise<ChosenFactor> {
  const code = CARBON_SOURCE_FACTOR[source];
  const row = pickFactorYear(await nationalFactorRows(db, code), Number(month.slice(0, 4)));
  if (!row) throw new AppError('CARBON_FACTOR_MISSING', { field: 'source' });
  return { id: row.id, year: row.year, perUnit: Number(row.value) * ENV_FACTOR_CODES[code].toTonnes!, source: row.source };
}
