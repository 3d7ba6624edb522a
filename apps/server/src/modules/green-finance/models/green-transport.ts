import type { EnvModel, EnvResults, FactorValues } from './types.ts';
import { factor } from './types.ts';

/**
 * New-energy buses replacing diesel buses (docs/green-methods.md §4). Distance d = buses ×
 * annual km per bus; diesel avoided D (kg) = d/100 × L/100km × density; electricity used
 * E (kWh) = d/100 × kWh/100km. The electricity's own coal and emissions are deducted.
 *   standard coal (tce) = (D × diesel kgce/kg − E × 0.1229 kgce/kWh) / 1000
 *   CO2 (t)             = D / 1000 × diesel tCO2/t − E × grid factor / 1000
 */
export function transportBenefit(
  buses: number,
  annualKmPerBus: number,
  dieselLPer100km: number,
  electricKwhPer100km: number,
  f: FactorValues,
): EnvResults {
  const hundredKm = (buses * annualKmPerBus) / 100;
  const dieselKg = hundredKm * dieselLPer100km * factor(f, 'diesel_density');
  const kwh = hundredKm * electricKwhPer100km;
  return {
    standardCoal: (dieselKg * factor(f, 'diesel_coal') - kwh * factor(f, 'coal_equiv_elec')) / 1000,
    co2e: (dieselKg / 1000) * factor(f, 'diesel_co2') - (kwh * factor(f, 'grid_co2')) / 1000,
  };
}

export const transportModel: EnvModel = {
  code: 'green_transport',
  name: '绿色交通（新能源公交替代柴油公交）',
  description: '纯电动公交车、物流车替代柴油车：少烧的柴油扣除新增用电的排放。',
  category: '绿色交通',
  outputs: ['standardCoal', 'co2e'],
  params: [
    { key: 'buses', label: '车辆数', unit: '辆', min: 1, max: 100_000, help: '投入运营的新能源车辆数', example: 100 },
    { key: 'annualKmPerBus', label: '单车年行驶里程', unit: 'km', min: 1, max: 200_000, help: '每辆车年运营里程', example: 60000 },
    { key: 'dieselLPer100km', label: '原柴油车百公里油耗', unit: 'L/100km', min: 1, max: 100, help: '被替代柴油车的实际百公里油耗', example: 30 },
    { key: 'electricKwhPer100km', label: '新能源车百公里电耗', unit: 'kWh/100km', min: 1, max: 300, help: '新能源车含充电损耗的百公里电耗', example: 100 },
  ],
  checks: [],
  factors: [
    { code: 'diesel_density', regional: false },
    { code: 'diesel_coal', regional: false },
    { code: 'diesel_co2', regional: false },
    { code: 'coal_equiv_elec', regional: false },
    { code: 'grid_co2', regional: true },
  ],
  method: '年节约柴油 = 车辆数 × 年里程 ÷ 100 × 百公里油耗 × 柴油密度；节约标准煤 = 柴油 × 折标系数 − 新增用电 × 电力折标系数；CO₂减排 = 柴油 × 柴油排放因子 − 新增用电 × 电网平均排放因子',
  keywords: [['公交', 3], ['新能源汽车', 3], ['电动车', 2], ['纯电动', 3], ['充电桩', 1], ['物流车', 2], ['柴油车', 2], ['交通', 1], ['氢燃料', 1]],
  compute: (p, f) => transportBenefit(p.buses!, p.annualKmPerBus!, p.dieselLPer100km!, p.electricKwhPer100km!, f),
};
