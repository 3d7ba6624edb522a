import type { EnvModel, EnvResults, FactorValues } from './types.ts';
import { factor } from './types.ts';

/**
 * Coal-fired boiler converted to natural gas (docs/green-methods.md §6). C = raw coal no longer
 * burnt (t a year), G = natural gas burnt instead (万m³ a year, × 10^4 m³).
 *   standard coal (tce) = C × coal kgce/kg − G × 10^4 × gas kgce/m³ / 1000
 *   CO2 (t)             = C × coal tCO2/t − G × 10^4 × gas kgCO2/m³ / 1000
 */
export function coalToGasBenefit(coalTonnes: number, gasWanM3: number, f: FactorValues): EnvResults {
  const gasM3 = gasWanM3 * 10_000;
  return {
    standardCoal: coalTonnes * factor(f, 'coal_coal') - (gasM3 * factor(f, 'gas_coal')) / 1000,
    co2e: coalTonnes * factor(f, 'coal_co2') - (gasM3 * factor(f, 'gas_co2')) / 1000,
  };
}

export const coalToGasModel: EnvModel = {
  code: 'coal_to_gas',
  name: '燃煤锅炉清洁能源替代（煤改气）',
  description: '燃煤工业锅炉改为燃气锅炉：少烧的原煤扣除新增天然气。',
  category: '节能环保',
  outputs: ['standardCoal', 'co2e'],
  params: [
    { key: 'coalTonnes', label: '原锅炉年耗原煤量', unit: 't', min: 1, max: 10_000_000, help: '改造前年耗原煤（实物量）', example: 10000 },
    { key: 'gasWanM3', label: '改造后年耗天然气量', unit: '万m³', min: 0, max: 1_000_000, help: '改造后为提供相同热量的年耗天然气', example: 500 },
  ],
  checks: [],
  factors: [
    { code: 'coal_coal', regional: false },
    { code: 'coal_co2', regional: false },
    { code: 'gas_coal', regional: false },
    { code: 'gas_co2', regional: false },
  ],
  method: '节约标准煤 = 原煤量 × 原煤折标系数 − 天然气量 × 天然气折标系数；CO₂减排 = 原煤量 × 原煤排放因子 − 天然气量 × 天然气排放因子',
  keywords: [['锅炉', 3], ['煤改气', 3], ['燃煤', 2], ['天然气', 2], ['供热', 1], ['燃气', 2], ['清洁能源替代', 2]],
  compute: (p, f) => coalToGasBenefit(p.coalTonnes!, p.gasWanM3!, f),
};
