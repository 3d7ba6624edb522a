import { ENV_FACTOR_CODES, ENV_RESULT_KEYS, ENV_RESULT_LABELS, type EnvFactorCode, type EnvFactorRow, type EnvResultRow } from '@portal/contract/calls/green-finance/env-fields';
import type { EnvModelSummary } from '@portal/contract/calls/green-finance/env-calls';
import type { EnvFactorConsoleRow } from '@portal/contract/calls/green-finance/env-factors-console';
import { isoTime } from '../../lib/iso-time.ts';
import type { EnvFactorRecord } from './factors-repo.ts';
import type { EnvModel, EnvResults } from './models/types.ts';

export function modelSummary(m: EnvModel): EnvModelSummary {
  return { code: m.code, name: m.name, category: m.category, description: m.description, outputs: m.outputs };
}

export function factorRow(r: EnvFactorRecord): EnvFactorRow {
  const known = ENV_FACTOR_CODES[r.code as EnvFactorCode];
  return {
    id: r.id,
    code: r.code,
    name: known?.name ?? r.code,
    region: r.region,
    year: r.year,
    value: Number(r.value),
    unit: known?.unit ?? '',
    source: r.source,
    note: r.note,
    updatedAt: isoTime(r.updatedAt),
  };
}

/** A row as the console lists it: with the fuel parameters, who changed it last and who reads it. */
export function factorConsoleRow(r: EnvFactorRecord, usedBy: EnvFactorConsoleRow['usedBy']): EnvFactorConsoleRow {
  return {
    ...factorRow(r),
    netCalorificValue: r.netCalorificValue,
    carbonPerHeat: r.carbonPerHeat,
    oxidationRate: r.oxidationRate,
    updatedBy: r.updatedBy,
    usedBy,
  };
}

/** Results may be tiny (SO2 of a small plant): four decimals keep them readable and stable. */
export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The model's outputs in the catalogue's order, with label and unit. */
export function resultRows(outputs: readonly string[], results: EnvResults, times = 1): EnvResultRow[] {
  return ENV_RESULT_KEYS.filter((k) => outputs.includes(k) && results[k] !== undefined).map((key) => ({
    key,
    ...ENV_RESULT_LABELS[key],
    value: round4(results[key]! * times),
  }));
}
