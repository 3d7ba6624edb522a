import type { EnvModel, EnvResults, FactorValues } from './types.ts';
import { factor } from './types.ts';

/**
 * Energy-efficient equipment replacing old equipment (motors, pumps, fans, transformers;
 * docs/green-methods.md §3). E = quantity × (old − new power) × annual running hours.
 *   standard coal (tce) = E × 0.1229 kgce/kWh / 1000;  CO2 (t) = E × grid factor / 1000
 */
export function equipmentBenefit(quantity: number, oldPowerKw: number, newPowerKw: number, annualHours: number, f: FactorValues): EnvResults {
  const kwh = quantity * (oldPowerKw - newPowerKw) * annualHours;
  return { standardCoal: (kwh * factor(f, 'coal_equiv_elec')) / 1000, co2e: (kwh * factor(f, 'grid_co2')) / 1000 };
}

export const equipmentModel: EnvModel = {
  code: 'equipment',
  name: '高效节能设备',
  description: '高效电机、水泵、风机、变压器等替换高耗能设备：按运行功率下降与年运行小时计算节电量。',
  category: '节能环保',
  outputs: ['standardCoal', 'co2e'],
  params: [
    { key: 'quantity', label: '设备数量', unit: '台', min: 1, max: 100_000, help: '更换的设备台数', example: 20 },
    { key: 'oldPowerKw', label: '原设备平均运行功率', unit: 'kW', min: 0.1, max: 100_000, help: '单台原设备实测平均输入功率', example: 55 },
    { key: 'newPowerKw', label: '新设备平均运行功率', unit: 'kW', min: 0, max: 100_000, help: '单台新设备在相同工况下的平均输入功率，不能高于原设备', example: 50 },
    { key: 'annualHours', label: '年运行小时数', unit: 'h', min: 1, max: 8760, help: '单台设备年运行时间，一年最多 8760 小时', example: 6000 },
  ],
  checks: [{ field: 'newPowerKw', other: 'oldPowerKw', times: 1, message: '新设备平均运行功率不能高于原设备' }],
  factors: [
    { code: 'coal_equiv_elec', regional: false },
    { code: 'grid_co2', regional: true },
  ],
  method: '年节电量 = 设备数量 ×（原 − 新）平均运行功率 × 年运行小时数；节约标准煤 = 年节电量 × 电力折标系数（当量值）；CO₂减排 = 年节电量 × 电网平均排放因子',
  keywords: [['电机', 3], ['变频', 2], ['水泵', 2], ['风机改造', 2], ['变压器', 2], ['高效', 2], ['节能设备', 3], ['空压机', 2], ['余热', 1]],
  compute: (p, f) => equipmentBenefit(p.quantity!, p.oldPowerKw!, p.newPowerKw!, p.annualHours!, f),
};
