import type { EnvFactorCode, EnvParamCheck, EnvParamDef, EnvResultKey } from '@portal/contract/calls/green-finance/env-fields';

/** The factor values a formula reads, by code (units as ENV_FACTOR_CODES). */
export type FactorValues = Partial<Record<EnvFactorCode, number>>;

/** What a formula yields: only the quantities its model produces. */
export type EnvResults = Partial<Record<EnvResultKey, number>>;

/**
 * One project type of the green-credit measurement guideline (docs/green-methods.md). The
 * formula is a pure function of the parameter values and the factor values, so each is
 * unit-tested against the worked example of the document.
 */
export interface EnvModel {
  code: string;
  name: string;
  category: string;
  description: string;
  outputs: EnvResultKey[];
  params: EnvParamDef[];
  checks: EnvParamCheck[];
  /** The factors the formula reads; `regional` ones are taken for the chosen region when it has a row. */
  factors: { code: EnvFactorCode; regional: boolean }[];
  /** The formula in words, shown on the screen. */
  method: string;
  /** Words of a project description that point to this model, with their weight (discern). */
  keywords: [word: string, weight: number][];
  compute(params: Record<string, number>, factors: FactorValues): EnvResults;
}

/** A factor the model declared; the service has resolved every one before calling compute. */
export function factor(values: FactorValues, code: EnvFactorCode): number {
  const v = values[code];
  if (v === undefined) throw new Error(`factor ${code} not resolved`);
  return v;
}
