import type { EnvFactorCode } from '@portal/contract/calls/green-finance/env-fields';

/**
 * The published factors the estimate starts with (docs/green-methods.md, "Factors"). Each row
 * names its publisher and year; operators add the next years' rows as they are published.
 */
export interface SeedFactor {
  code: EnvFactorCode;
  region: string;
  year: number;
  value: string;
  source: string;
  note?: string;
}

const MEE_2022_REGIONAL = '生态环境部、国家统计局2024年发布的2022年区域电网平均二氧化碳排放因子';
const GBT_2589 = 'GB/T 2589-2020《综合能耗计算通则》附录 各种能源折标准煤参考系数';
const GHG_GUIDE = '国家发展改革委《工业其他行业企业温室气体排放核算方法与报告指南（试行）》缺省值（低位发热量×单位热值含碳量×碳氧化率×44/12）';
const CEC = '中国电力企业联合会《中国电力行业年度发展报告2023》（2022年全国单位火电发电量污染物排放）';

export const SEED_FACTORS: SeedFactor[] = [
  { code: 'grid_co2', region: '全国', year: 2023, value: '0.5306', source: '生态环境部2024年发布的2023年全国电力平均二氧化碳排放因子' },
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
  { code: 'diesel_co2', region: '全国', year: 2015, value: '3.0959', source: GHG_GUIDE, note: '42.652 GJ/t × 20.2 tC/TJ × 98% × 44/12' },
  { code: 'diesel_coal', region: '全国', year: 2020, value: '1.4571', source: GBT_2589 },
  { code: 'diesel_density', region: '全国', year: 2016, value: '0.83', source: 'GB 19147-2016《车用柴油》20℃密度810～850 kg/m³，取中值', note: '百公里油耗（升）折算为质量' },
  { code: 'petrol_co2', region: '全国', year: 2015, value: '2.9251', source: GHG_GUIDE, note: '43.070 GJ/t × 18.9 tC/TJ × 98% × 44/12' },
  { code: 'petrol_coal', region: '全国', year: 2020, value: '1.4714', source: GBT_2589 },
  { code: 'gas_co2', region: '全国', year: 2015, value: '2.1622', source: GHG_GUIDE, note: '389.31 GJ/万Nm³ × 15.3 tC/TJ × 99% × 44/12' },
  { code: 'gas_coal', region: '全国', year: 2020, value: '1.2143', source: GBT_2589, note: '参考系数范围 1.1000～1.3300 kgce/m³' },
  { code: 'coal_co2', region: '全国', year: 2015, value: '1.9003', source: GHG_GUIDE, note: '一般烟煤：20.908 GJ/t × 26.37 tC/TJ × 94% × 44/12' },
  { code: 'coal_coal', region: '全国', year: 2020, value: '0.7143', source: GBT_2589 },
];
