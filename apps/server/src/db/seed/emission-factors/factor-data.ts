import type { FuelParameters } from '@portal/contract/carbon/formulas';
import { fuelFactorValue, type EnvFactorCode } from '@portal/contract/calls/green-finance/env-fields';

/**
 * The published factors a new database starts with (docs/green-methods.md "Factors",
 * docs/carbon-methods.md §1): one set in the one table, read by the environmental-benefit
 * estimate and the carbon account (issue 36). Each row names its publisher and year; operators
 * add the next years' rows as they are published.
 */
export interface SeedFactor {
  code: EnvFactorCode;
  region: string;
  year: number;
  /** In the code's unit; for a fuel, computed from its parameters. */
  value: string;
  fuel?: FuelParameters;
  source: string;
  note?: string;
}

const MEE_2022_REGIONAL = '生态环境部、国家统计局2024年发布的2022年区域电网平均二氧化碳排放因子';
const GBT_2589 = 'GB/T 2589-2020《综合能耗计算通则》附录 各种能源折标准煤参考系数';
const CEC = '中国电力企业联合会《中国电力行业年度发展报告2023》（2022年全国单位火电发电量污染物排放）';
const GUIDE = '国家发展改革委《工业其他行业企业温室气体排放核算方法与报告指南（试行）》（2015）';
const GUIDE_FUELS = `${GUIDE}附录二 常用化石燃料相关参数缺省值`;

/**
 * A fuel's CO₂ factor as the guide publishes it: its three parameters, from 2013 (the first year
 * of the guides' reporting), the value computed from them (NCV × CC × OF × 44/12).
 */
function fuel(code: EnvFactorCode, parameters: FuelParameters, source: string, note?: string): SeedFactor {
  return { code, region: '全国', year: 2013, value: String(fuelFactorValue(code, parameters)), fuel: parameters, source, ...(note ? { note } : {}) };
}

export const SEED_FACTORS: SeedFactor[] = [
  { code: 'grid_co2', region: '全国', year: 2023, value: '0.5306', source: '生态环境部、国家统计局：2023年全国电力平均二氧化碳排放因子 0.5306 kgCO₂/kWh（2024年发布）' },
  { code: 'grid_co2', region: '全国', year: 2022, value: '0.5703', source: '生态环境部、国家统计局2024年发布的2022年全国电力平均二氧化碳排放因子' },
  { code: 'grid_co2', region: '华北', year: 2022, value: '0.6776', source: MEE_2022_REGIONAL, note: '北京、天津、河北、山西、山东、蒙西' },
  { code: 'grid_co2', region: '东北', year: 2022, value: '0.5646', source: MEE_2022_REGIONAL, note: '辽宁、吉林、黑龙江、蒙东' },
  { code: 'grid_co2', region: '华东', year: 2022, value: '0.5992', source: MEE_2022_REGIONAL, note: '上海、江苏、浙江、安徽、福建' },
  { code: 'grid_co2', region: '华中', year: 2022, value: '0.5395', source: MEE_2022_REGIONAL, note: '河南、湖北、湖南、江西、四川、重庆' },
  { code: 'grid_co2', region: '西北', year: 2022, value: '0.5831', source: MEE_2022_REGIONAL, note: '陕西、甘肃、青海、宁夏、新疆' },
  { code: 'grid_co2', region: '西南', year: 2022, value: '0.2268', source: MEE_2022_REGIONAL, note: '西藏' },
  { code: 'grid_co2', region: '南方', year: 2022, value: '0.4367', source: MEE_2022_REGIONAL, note: '广东、广西、云南、贵州、海南' },
  { code: 'coal_supply_rate', region: '全国', year: 2020, value: '326', source: '《绿色信贷项目节能减排量测算指引》所用火电供电标准煤耗（按公布值）', note: '发电项目替代火电时折算节约标准煤' },
  { code: 'coal_equiv_elec', region: '全国', year: 2020, value: '0.1229', source: `${GBT_2589}（电力当量值）`, note: '节电项目折算节约标准煤' },
  { code: 'thermal_so2', region: '全国', year: 2022, value: '0.101', source: CEC },
  { code: 'thermal_nox', region: '全国', year: 2022, value: '0.152', source: CEC },
  fuel('diesel_co2', { netCalorificValue: 42.652, carbonPerHeat: 0.0202, oxidationRate: 0.98 }, GUIDE_FUELS),
  { code: 'diesel_coal', region: '全国', year: 2020, value: '1.4571', source: GBT_2589 },
  { code: 'diesel_density', region: '全国', year: 2016, value: '0.83', source: 'GB 19147-2016《车用柴油》20℃密度810～850 kg/m³，取中值', note: '百公里油耗（升）折算为质量' },
  fuel('petrol_co2', { netCalorificValue: 43.07, carbonPerHeat: 0.0189, oxidationRate: 0.98 }, GUIDE_FUELS),
  { code: 'petrol_coal', region: '全国', year: 2020, value: '1.4714', source: GBT_2589 },
  fuel('gas_co2', { netCalorificValue: 0.038931, carbonPerHeat: 0.0153, oxidationRate: 0.99 }, GUIDE_FUELS, '低位发热量 389.31 GJ/万Nm³，即 0.038931 GJ/m³'),
  { code: 'gas_coal', region: '全国', year: 2020, value: '1.2143', source: GBT_2589, note: '参考系数范围 1.1000～1.3300 kgce/m³' },
  fuel(
    'coal_co2',
    { netCalorificValue: 20.908, carbonPerHeat: 0.02637, oxidationRate: 0.94 },
    '低位发热量：GB/T 2589-2020《综合能耗计算通则》附录A 原煤平均低位发热量20908 kJ/kg；单位热值含碳量与碳氧化率：《省级温室气体清单编制指南（试行）》原煤缺省值',
  ),
  { code: 'coal_coal', region: '全国', year: 2020, value: '0.7143', source: GBT_2589 },
  { code: 'heat_co2', region: '全国', year: 2013, value: '0.11', source: `${GUIDE}外购热力排放因子缺省值 0.11 tCO₂/GJ` },
];
