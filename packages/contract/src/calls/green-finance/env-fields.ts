import * as z from 'zod/mini';
import { combustionFactor, type FuelParameters } from '../../carbon/formulas.ts';
import { ZText } from '../../validate/field-types.ts';

/**
 * The environmental-benefit estimate (§7 Green finance and carbon, issue 24): what a model's
 * parameters, results and factors look like, shared by the server (which owns the models and
 * formulas, docs/green-methods.md) and the screen (which checks what is typed with the same
 * rules before sending).
 */

/** Every quantity a model may yield, in the order the result lists them. */
export const ENV_RESULT_KEYS = ['standardCoal', 'co2e', 'cod', 'ammoniaNitrogen', 'so2', 'nox', 'waterSaved'] as const;
export type EnvResultKey = (typeof ENV_RESULT_KEYS)[number];

export const ENV_RESULT_LABELS: Record<EnvResultKey, { label: string; unit: string }> = {
  standardCoal: { label: '节约标准煤', unit: 'tce' },
  co2e: { label: '二氧化碳当量减排', unit: 'tCO₂e' },
  cod: { label: '化学需氧量（COD）削减', unit: 't' },
  ammoniaNitrogen: { label: '氨氮削减', unit: 't' },
  so2: { label: '二氧化硫减排', unit: 't' },
  nox: { label: '氮氧化物减排', unit: 't' },
  waterSaved: { label: '节水量', unit: 't' },
};

/** Regions of the published grid factors; 全国 is the fallback of every factor. */
export const ENV_REGIONS = ['全国', '华北', '东北', '华东', '华中', '西北', '西南', '南方'] as const;
export type EnvRegion = (typeof ENV_REGIONS)[number];
export const ENV_NATIONAL: EnvRegion = '全国';

/** The years a calculation or a factor row may name. */
export const ENV_YEAR_MIN = 2005;
export const ENV_YEAR_MAX = 2100;

/** What the factor table knows of a factor code. */
export interface EnvFactorCodeInfo {
  name: string;
  /** The unit the value is kept and shown in. */
  unit: string;
  /**
   * For a CO₂ factor the carbon account reads: tCO₂ per activity unit that one of `unit` is
   * (0.001 for kgCO₂/kWh and kgCO₂/m³, 1 for tCO₂/t and tCO₂/GJ).
   */
  toTonnes?: number;
  /**
   * A fuel's CO₂ factor, which the accounting guide publishes as three parameters: a row may
   * keep them, and its value is then computed from them (fuelFactorValue).
   */
  fuel?: boolean;
}

const FACTOR_CODES = {
  grid_co2: { name: '电网平均二氧化碳排放因子', unit: 'kgCO₂/kWh', toTonnes: 0.001 },
  coal_supply_rate: { name: '火电供电标准煤耗', unit: 'gce/kWh' },
  coal_equiv_elec: { name: '电力折标准煤系数（当量值）', unit: 'kgce/kWh' },
  thermal_so2: { name: '单位火电发电量二氧化硫排放', unit: 'g/kWh' },
  thermal_nox: { name: '单位火电发电量氮氧化物排放', unit: 'g/kWh' },
  diesel_co2: { name: '柴油二氧化碳排放因子', unit: 'tCO₂/t', toTonnes: 1, fuel: true },
  diesel_coal: { name: '柴油折标准煤系数', unit: 'kgce/kg' },
  diesel_density: { name: '车用柴油密度', unit: 'kg/L' },
  petrol_co2: { name: '汽油二氧化碳排放因子', unit: 'tCO₂/t', toTonnes: 1, fuel: true },
  petrol_coal: { name: '汽油折标准煤系数', unit: 'kgce/kg' },
  gas_co2: { name: '天然气二氧化碳排放因子', unit: 'kgCO₂/m³', toTonnes: 0.001, fuel: true },
  gas_coal: { name: '天然气折标准煤系数', unit: 'kgce/m³' },
  coal_co2: { name: '原煤二氧化碳排放因子', unit: 'tCO₂/t', toTonnes: 1, fuel: true },
  coal_coal: { name: '原煤折标准煤系数', unit: 'kgce/kg' },
  heat_co2: { name: '外购热力二氧化碳排放因子', unit: 'tCO₂/GJ', toTonnes: 1 },
} as const satisfies Record<string, EnvFactorCodeInfo>;
export type EnvFactorCode = keyof typeof FACTOR_CODES;

/**
 * The published emission factors (issue 24; one table since issue 36): the environmental-benefit
 * estimate's models and the carbon account read them from the one table `emission_factors`, where
 * operators keep their values by year and region. The code and unit are fixed here so a typo
 * cannot create a factor nothing reads.
 */
export const ENV_FACTOR_CODES: Record<EnvFactorCode, EnvFactorCodeInfo> = FACTOR_CODES;

/**
 * The value of a fuel's CO₂ factor computed from its parameters, NCV × CC × OF × 44/12, in the
 * code's unit and rounded to four decimals, as the factor tables print it (diesel 3.0959 tCO₂/t).
 */
export function fuelFactorValue(code: EnvFactorCode, fuel: FuelParameters): number {
  return Math.round((combustionFactor(fuel) / (ENV_FACTOR_CODES[code].toTonnes ?? 1)) * 10_000) / 10_000;
}

export const ENV_FACTOR_CODE_LIST = Object.keys(ENV_FACTOR_CODES) as [EnvFactorCode, ...EnvFactorCode[]];

export const ENV_MESSAGES = {
  model: '请选择项目类型',
  year: `请选择${ENV_YEAR_MIN}至${ENV_YEAR_MAX}年之间的年份`,
  region: '请选择区域',
  required: (label: string) => `请输入${label}`,
  notNumber: (label: string) => `${label}须为数字`,
  negative: (label: string) => `${label}不能为负数`,
  belowMin: (label: string, min: number, unit: string) => `${label}不能小于${min}${unit}`,
  aboveMax: (label: string, max: number, unit: string) => `${label}不能大于${max}${unit}`,
  loanBalance: '请输入大于0的贷款余额（万元）',
  totalInvestment: '请输入大于0的项目总投资（万元）',
  loanAboveInvestment: '贷款余额不能大于项目总投资',
  discernText: '请输入2至500字的项目描述',
  discernUnknown: '未能从描述中识别出项目类型，请补充项目内容（如“光伏”“风电”“污水处理”）或直接选择项目类型',
} as const;

/** One parameter of a model, as `envParam` serves it and the form shows it. */
export const ZEnvParamDef = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  min: z.number(),
  max: z.number(),
  /** Shown under the field: what to enter and where the number comes from. */
  help: z.string(),
  /** A typical value, filled in as the field's placeholder. */
  example: z.number(),
});
export type EnvParamDef = z.infer<typeof ZEnvParamDef>;

/**
 * A rule between two parameters, declared by the model so the form checks it as the server
 * does: `field` may be at most `other` × `times` (annual generation ≤ capacity × 8760 h / 1000).
 */
export const ZEnvParamCheck = z.object({
  field: z.string(),
  other: z.string(),
  times: z.number(),
  message: z.string(),
});
export type EnvParamCheck = z.infer<typeof ZEnvParamCheck>;

/** What a value of the form (text as typed, or a number) is as a number; NaN when it is none. */
export function envNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  const text = value.trim();
  return /^-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The first problem with a model's parameter values, said at its field: missing, not a number,
 * negative, outside the parameter's range, or breaking one of the model's rules. The server and
 * the form both call this, so they refuse alike with the same words.
 */
export function checkEnvParams(
  defs: readonly EnvParamDef[],
  checks: readonly EnvParamCheck[],
  values: Record<string, unknown>,
): { field: string; message: string } | null {
  for (const def of defs) {
    const raw = values[def.key];
    if (raw === undefined || raw === null || raw === '') return { field: def.key, message: ENV_MESSAGES.required(def.label) };
    const n = envNumber(raw);
    if (!Number.isFinite(n)) return { field: def.key, message: ENV_MESSAGES.notNumber(def.label) };
    if (n < 0) return { field: def.key, message: ENV_MESSAGES.negative(def.label) };
    if (n < def.min) return { field: def.key, message: ENV_MESSAGES.belowMin(def.label, def.min, def.unit) };
    if (n > def.max) return { field: def.key, message: ENV_MESSAGES.aboveMax(def.label, def.max, def.unit) };
  }
  for (const check of checks) {
    if (envNumber(values[check.field]) > envNumber(values[check.other]) * check.times) return { field: check.field, message: check.message };
  }
  return null;
}

/** Loan balance and total investment, in 万元 (ten thousand yuan). */
export function checkLoanShare(loanBalance: unknown, totalInvestment: unknown): { field: string; message: string } | null {
  const balance = envNumber(loanBalance);
  const investment = envNumber(totalInvestment);
  if (!Number.isFinite(balance) || balance <= 0 || balance > 1e9) return { field: 'loanBalance', message: ENV_MESSAGES.loanBalance };
  if (!Number.isFinite(investment) || investment <= 0 || investment > 1e9) return { field: 'totalInvestment', message: ENV_MESSAGES.totalInvestment };
  if (balance > investment) return { field: 'loanBalance', message: ENV_MESSAGES.loanAboveInvestment };
  return null;
}

export const ZEnvModelCode = ZText.check(z.trim(), z.minLength(1, ENV_MESSAGES.model), z.maxLength(40, ENV_MESSAGES.model));
export const ZEnvYear = z.int(ENV_MESSAGES.year).check(z.gte(ENV_YEAR_MIN, ENV_MESSAGES.year), z.lte(ENV_YEAR_MAX, ENV_MESSAGES.year));
export const ZEnvRegion = z.enum(ENV_REGIONS, ENV_MESSAGES.region);

/** One factor row as a result shows it and the console lists it. */
export const ZEnvFactorRow = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  region: z.string(),
  year: z.int(),
  value: z.number(),
  unit: z.string(),
  source: z.string(),
  note: z.string(),
  updatedAt: z.string(),
});
export type EnvFactorRow = z.infer<typeof ZEnvFactorRow>;

export const ZEnvResultRow = z.object({
  key: z.enum(ENV_RESULT_KEYS),
  label: z.string(),
  unit: z.string(),
  value: z.number(),
});
export type EnvResultRow = z.infer<typeof ZEnvResultRow>;
