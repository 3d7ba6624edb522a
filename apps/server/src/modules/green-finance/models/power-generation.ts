import type { EnvModel, EnvResults, FactorValues } from './types.ts';
import { factor } from './types.ts';

/**
 * Renewable power that replaces grid (thermal) power: solar, wind and hydro share one formula
 * (docs/green-methods.md §1). E = annual generation in kWh.
 *   standard coal (tce) = E × supply coal rate (gce/kWh) / 10^6
 *   CO2 (t)             = E × grid emission factor (kgCO2/kWh) / 1000
 *   SO2, NOx (t)        = E × thermal emission per kWh (g/kWh) / 10^6
 */
export function powerGenerationBenefit(annualGenerationMwh: number, f: FactorValues): EnvResults {
  const kwh = annualGenerationMwh * 1000;
  return {
    standardCoal: (kwh * factor(f, 'coal_supply_rate')) / 1e6,
    co2e: (kwh * factor(f, 'grid_co2')) / 1000,
    so2: (kwh * factor(f, 'thermal_so2')) / 1e6,
    nox: (kwh * factor(f, 'thermal_nox')) / 1e6,
  };
}

/** The part every power model shares; each model file gives its name, words and limits. */
export function powerModel(spec: {
  code: string;
  name: string;
  description: string;
  keywords: [string, number][];
  maxCapacityKw: number;
}): EnvModel {
  return {
    code: spec.code,
    name: spec.name,
    category: '清洁能源',
    description: spec.description,
    outputs: ['standardCoal', 'co2e', 'so2', 'nox'],
    params: [
      { key: 'capacityKw', label: '装机容量', unit: 'kW', min: 1, max: spec.maxCapacityKw, help: '项目并网装机容量（交流侧），1 MW = 1000 kW', example: 10000 },
      {
        key: 'annualGenerationMwh',
        label: '年发电量',
        unit: 'MWh',
        min: 0.001,
        max: (spec.maxCapacityKw * 8760) / 1000,
        help: '项目年上网电量（可研报告或上年实际值），1 MWh = 1000 kWh，不能超过装机容量全年满发的电量',
        example: 12000,
      },
    ],
    checks: [{ field: 'annualGenerationMwh', other: 'capacityKw', times: 8.76, message: '年发电量不能超过装机容量×8760小时（全年满发）的电量，请核对单位（MWh）' }],
    factors: [
      { code: 'coal_supply_rate', regional: false },
      { code: 'grid_co2', regional: true },
      { code: 'thermal_so2', regional: false },
      { code: 'thermal_nox', regional: false },
    ],
    method: '替代电网火电：节约标准煤 = 年发电量 × 火电供电标准煤耗；CO₂减排 = 年发电量 × 电网平均排放因子；SO₂、NOx减排 = 年发电量 × 单位火电发电量排放',
    keywords: spec.keywords,
    compute: (p, f) => powerGenerationBenefit(p.annualGenerationMwh!, f),
  };
}
