import { checkEnvParams, envNumber, type EnvParamCheck, type EnvParamDef } from '@portal/contract/calls/green-finance/env-fields';

/** The form's parameter values: text as typed, so nothing typed is lost on a refusal. */
export type ParamTexts = Record<string, string | undefined>;

/**
 * The problem with one parameter, by the contract's rules (the server's): its own range, and
 * the model's rules that end at it. A rule whose other field is not a number yet waits.
 */
export function paramProblem(key: string, defs: readonly EnvParamDef[], checks: readonly EnvParamCheck[], values: ParamTexts): string | null {
  const def = defs.find((d) => d.key === key);
  if (!def) return null;
  const mine = checks.filter((c) => c.field === key && Number.isFinite(envNumber(values[c.other])));
  return checkEnvParams([def], mine, values)?.message ?? null;
}

/** The example values of a model, as the form's starting texts. */
export function exampleTexts(defs: readonly EnvParamDef[]): ParamTexts {
  return Object.fromEntries(defs.map((d) => [d.key, String(d.example)]));
}

/** What a result value reads as: thousands separators, at most four decimals. */
export function formatQuantity(value: number): string {
  return value.toLocaleString('zh-CN', { maximumFractionDigits: 4 });
}
