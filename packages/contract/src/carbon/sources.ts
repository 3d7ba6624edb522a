import type { EnvFactorCode } from '../calls/green-finance/env-fields.ts';

/**
 * What an enterprise's carbon account records (issue 24, point 7): the activity sources, their
 * units and scopes, and the sanity ceiling of one month's quantity per source.
 *
 * A ceiling is roughly what the largest single industrial site in China uses in a month, so a
 * quantity above it is a slip (a unit mixed up, digits added), not a real month:
 * - electricity 1,000,000,000 kWh (1 TWh: a million-tonne aluminium smelter uses about 1.1 TWh);
 * - natural gas 500,000,000 m3 (the largest gas-fired plants burn a few hundred million m3);
 * - raw coal 2,000,000 t (a 5 GW coal plant burns about 1.2 Mt);
 * - diesel and petrol 100,000 t each (a large refinery's own use, a big fleet's many times over);
 * - purchased heat 10,000,000 GJ (a city's district-heating plant in mid-winter).
 */
export const CARBON_SOURCES = ['electricity', 'natural_gas', 'raw_coal', 'diesel', 'petrol', 'heat'] as const;
export type CarbonSource = (typeof CARBON_SOURCES)[number];

export type CarbonScope = 1 | 2;

export interface CarbonSourceInfo {
  name: string;
  unit: string;
  scope: CarbonScope;
  /** The most one month may hold (see above). */
  ceiling: number;
}

export const CARBON_SOURCE_INFO: Record<CarbonSource, CarbonSourceInfo> = {
  electricity: { name: '外购电力', unit: 'kWh', scope: 2, ceiling: 1_000_000_000 },
  natural_gas: { name: '天然气', unit: 'm³', scope: 1, ceiling: 500_000_000 },
  raw_coal: { name: '原煤', unit: '吨', scope: 1, ceiling: 2_000_000 },
  diesel: { name: '柴油', unit: '吨', scope: 1, ceiling: 100_000 },
  petrol: { name: '汽油', unit: '吨', scope: 1, ceiling: 100_000 },
  heat: { name: '外购热力', unit: 'GJ', scope: 2, ceiling: 10_000_000 },
};

/**
 * The published factor each source is computed with (issue 36: one factor table for the
 * estimate and the account): the national (全国) row of this code in `emission_factors`, of the
 * newest year not after the month's. Its unit's `toTonnes` turns the value into tCO₂ per unit.
 */
export const CARBON_SOURCE_FACTOR: Record<CarbonSource, EnvFactorCode> = {
  electricity: 'grid_co2',
  natural_gas: 'gas_co2',
  raw_coal: 'coal_co2',
  diesel: 'diesel_co2',
  petrol: 'petrol_co2',
  heat: 'heat_co2',
};

export const isCarbonSource = (code: string): code is CarbonSource => (CARBON_SOURCES as readonly string[]).includes(code);

/** The earliest month the account takes (the guide's reporting began with 2013 data). */
export const CARBON_FIRST_MONTH = '2013-01';

/** The month now in China (yyyy-mm): a later month is in the future. */
export function chinaMonth(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 7);
}

export const CARBON_MESSAGES = {
  month: '请输入正确的月份（格式为YYYY-MM，2013年1月起）',
  monthFuture: '不能填报未来月份的数据',
  monthTooEarly: '月份不能早于2013年1月',
  source: '未知的排放源，请从列表中选择',
  quantity: '请输入正确的数量（最多三位小数）',
  quantityNegative: '数量不能为负数',
  quantityZero: '数量必须大于0',
  quantityTooLarge: (s: CarbonSource) => {
    const i = CARBON_SOURCE_INFO[s];
    return `${i.name}单月用量不能超过${i.ceiling.toLocaleString('en-US')}${i.unit}，请核对单位与数量`;
  },
  projectName: '请输入项目名称（1至60个字）',
  projectType: '请选择项目类型',
  reduction: '请输入正确的年减排量（吨CO₂e，大于0，最多三位小数，不超过10,000,000）',
  assetKind: '请选择资产类型',
  vintage: '请输入正确的年度（2013年至今）',
  assetProject: 'CCER请填写项目名称（1至60个字）',
  assetQuantity: '请输入正确的数量（吨，大于0，最多三位小数，不超过100,000,000）',
  acquisition: '请选择取得方式',
  acquiredOn: '请输入正确的取得日期，且不能晚于今天',
  assetStatus: '请选择状态',
} as const;

/** A quantity as typed: digits with up to three decimals (no sign, no exponent, no thousands commas). */
export const QUANTITY_TEXT = /^(0|[1-9]\d{0,11})(\.\d{1,3})?$/;

/**
 * The message for a typed quantity of `source`, or null when it may be stored. Each slip has
 * its own message: a sign, zero, a malformed number, more than the source's ceiling.
 */
export function quantityProblem(source: CarbonSource, text: string): string | null {
  const t = text.trim();
  if (/^-\s*\d/.test(t)) return CARBON_MESSAGES.quantityNegative;
  if (!QUANTITY_TEXT.test(t)) return CARBON_MESSAGES.quantity;
  const value = Number(t);
  if (value === 0) return CARBON_MESSAGES.quantityZero;
  if (value > CARBON_SOURCE_INFO[source].ceiling) return CARBON_MESSAGES.quantityTooLarge(source);
  return null;
}

/** The message for a typed month, or null: yyyy-mm, from 2013-01 up to this month in China. */
export function monthProblem(month: string, now = Date.now()): string | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return CARBON_MESSAGES.month;
  if (month < CARBON_FIRST_MONTH) return CARBON_MESSAGES.monthTooEarly;
  if (month > chinaMonth(now)) return CARBON_MESSAGES.monthFuture;
  return null;
}

/** Green project types (the green-credit measurement guideline's, as the estimate of item 5 uses). */
export const REDUCTION_PROJECT_TYPES = {
  solar: '光伏发电',
  wind: '风力发电',
  hydro: '水力发电',
  building: '建筑节能',
  equipment: '节能设备改造',
  transport: '绿色交通',
  wastewater: '污水处理',
  other: '其他',
} as const;
export type ReductionProjectType = keyof typeof REDUCTION_PROJECT_TYPES;

export const ASSET_KINDS = { CEA: '全国碳排放配额（CEA）', CCER: '国家核证自愿减排量（CCER）' } as const;
export const ASSET_ACQUISITIONS = { allocation: '免费分配', auction: '有偿竞买', purchase: '交易购入', issuance: '项目签发' } as const;
export const ASSET_STATUSES = { held: '持有', surrendered: '已清缴', sold: '已出售' } as const;
export type AssetKind = keyof typeof ASSET_KINDS;
