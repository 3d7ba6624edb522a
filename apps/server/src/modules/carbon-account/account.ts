import { netTonnes, reductionInYear } from '@portal/contract/carbon/formulas';
import { CARBON_SOURCES, CARBON_SOURCE_INFO, chinaMonth, type CarbonSource } from '@portal/contract/carbon/sources';
import type { ActivityRecord } from '@portal/contract/calls/carbon/fields';
import { plainDecimal } from './decimal.ts';
import type { ActivityVersion } from './repo.ts';
import type { carbonReductions } from '../../db/schema/carbon.ts';

type ReductionRow = typeof carbonReductions.$inferSelect;

/** The newest month that counts in `year`: this month in China for the current year, December before. */
export function lastCountedMonth(year: number, now = Date.now()): string {
  const current = chinaMonth(now);
  return `${year}-12` < current ? `${year}-12` : current;
}

/** The current records of a year (one per month and source) with how many earlier versions each has. */
export function currentRecords(versions: readonly ActivityVersion[]): ActivityRecord[] {
  const earlier = new Map<string, number>();
  for (const v of versions) if (v.supersededAt) earlier.set(`${v.month}|${v.source}`, (earlier.get(`${v.month}|${v.source}`) ?? 0) + 1);
  return versions.filter((v) => !v.supersededAt && !v.deletedAt).map((v) => toRecord(v, earlier.get(`${v.month}|${v.source}`) ?? 0));
}

export function toRecord(v: ActivityVersion, revisions: number): ActivityRecord {
  const source = v.source as CarbonSource;
  const info = CARBON_SOURCE_INFO[source];
  return {
    id: v.id,
    month: v.month,
    source,
    scope: info.scope,
    quantity: plainDecimal(v.quantity),
    unit: info.unit,
    factor: v.factor,
    factorYear: v.factorYear,
    factorSource: v.factorSource,
    tonnes: v.tonnes,
    revisions,
    note: v.note,
    recordedBy: v.recordedBy,
    recordedAt: v.recordedAt.toISOString(),
  };
}

/** The year's totals: by scope, by month (all twelve, zero where nothing was recorded), by source. */
export function totalsOf(year: number, records: readonly ActivityRecord[]) {
  const months = Array.from({ length: 12 }, (_, i) => ({ month: `${year}-${String(i + 1).padStart(2, '0')}`, scope1: 0, scope2: 0 }));
  const bySource = new Map<CarbonSource, number>(CARBON_SOURCES.map((s) => [s, 0]));
  let scope1 = 0;
  let scope2 = 0;
  for (const r of records) {
    const m = months[Number(r.month.slice(5, 7)) - 1]!;
    if (r.scope === 1) {
      scope1 += r.tonnes;
      m.scope1 += r.tonnes;
    } else {
      scope2 += r.tonnes;
      m.scope2 += r.tonnes;
    }
    bySource.set(r.source, (bySource.get(r.source) ?? 0) + r.tonnes);
  }
  return { scope1, scope2, total: scope1 + scope2, months, sources: CARBON_SOURCES.map((source) => ({ source, tonnes: bySource.get(source) ?? 0 })) };
}

/** Each project's reduction counted in `year`, and their sum. */
export function reductionsInYear(rows: readonly ReductionRow[], year: number, now = Date.now()) {
  const last = lastCountedMonth(year, now);
  const list = rows.map((r) => ({ row: r, tonnesInYear: reductionInYear(Number(r.annualTonnes), r.startMonth, year, last) }));
  return { list, total: list.reduce((n, r) => n + r.tonnesInYear, 0) };
}

export const netOf = netTonnes;
