import { ENV_NATIONAL } from '@portal/contract/calls/green-finance/env-fields';

interface FactorYearRow {
  region: string;
  year: number;
}

/**
 * The row of one factor a calculation for `year` in `region` uses (docs/green-methods.md,
 * "Which factor row"): the region's newest row not after the year, else the national one's;
 * when every row is newer than the year, the oldest of the region's (else national) rows.
 * Regional rows are read only for factors the model marks regional.
 */
export function chooseFactorRow<R extends FactorYearRow>(rows: readonly R[], year: number, region: string, regional: boolean): R | undefined {
  const regions = regional && region !== ENV_NATIONAL ? [region, ENV_NATIONAL] : [ENV_NATIONAL];
  for (const r of regions) {
    const mine = rows.filter((row) => row.region === r && row.year <= year).sort((a, b) => b.year - a.year);
    if (mine[0]) return mine[0];
  }
  for (const r of regions) {
    const later = rows.filter((row) => row.region === r).sort((a, b) => a.year - b.year);
    if (later[0]) return later[0];
  }
  return undefined;
}
