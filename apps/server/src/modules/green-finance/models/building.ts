import type { EnvModel, EnvResults, FactorValues } from './types.ts';
import { factor } from './types.ts';

/**
 * Building energy saving (docs/green-methods.md §2): electricity saved against the baseline
 * building of the same area. E = area × (baseline − project) kWh/(m²·a).
 *   standard coal (tce) = E × 0.1229 kgce/kWh (equivalent value) / 1000
 *   CO2 (t)             = E × grid emission factor / 1000
 */
export function buildingBenefit(areaM2: number, baselineKwhPerM2: number, projectKwhPerM2: number, f: FactorValues): EnvResults {
  const kwh = areaM2 * (baselineKwhPerM2 - projectKwhPerM2);
  return { standardCoal: (kwh * factor(f, 'coal_equiv_elec')) / 1000, co2e: (kwh * factor(f, 'grid_co2')) / 1000 };
}

export const buildingModel: EnvModel = {
  code: 'building',
  name: '建筑节能',
  description: '绿色建筑、既有建筑节能改造：按单位面积年耗电量较基准建筑的下降计算。',
  category: '节能环保',
  outputs: ['standardCoal', 'co2e'],
  params: [
    { key: 'floorAreaM2', label: '建筑面积', unit: 'm²', min: 1, max: 10_000_000, help: '纳入测算的建筑面积', example: 50000 },
    { key: 'baselineKwhPerM2', label: '基准单位面积年耗电量', unit: 'kWh/(m²·a)', min: 1, max: 1000, help: '改造前实测值或当地同类建筑节能标准的基准值', example: 120 },
    { key: 'projectKwhPerM2', label: '项目单位面积年耗电量', unit: 'kWh/(m²·a)', min: 0, max: 1000, help: '改造后实测值或设计值，不能高于基准值', example: 80 },
  ],
  checks: [{ field: 'projectKwhPerM2', other: 'baselineKwhPerM2', times: 1, message: '项目单位面积年耗电量不能高于基准单位面积年耗电量' }],
  factors: [
    { code: 'coal_equiv_elec', regional: false },
    { code: 'grid_co2', regional: true },
  ],
  method: '年节电量 = 建筑面积 ×（基准 − 项目）单位面积年耗电量；节约标准煤 = 年节电量 × 电力折标系数（当量值）；CO₂减排 = 年节电量 × 电网平均排放因子',
  keywords: [['建筑', 3], ['楼宇', 2], ['绿色建筑', 3], ['节能改造', 2], ['外墙', 1], ['保温', 1], ['公共建筑', 2], ['住宅', 1], ['幕墙', 1]],
  compute: (p, f) => buildingBenefit(p.floorAreaM2!, p.baselineKwhPerM2!, p.projectKwhPerM2!, f),
};
