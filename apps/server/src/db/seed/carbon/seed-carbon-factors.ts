import type { Db } from '../../client.ts';
import { carbonFactors } from '../../schema/carbon.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';

const SEED_MARK = 'carbon_factors_v1';

const GUIDE = '国家发展改革委《工业其他行业企业温室气体排放核算方法与报告指南（试行）》（2015）附录二 常用化石燃料相关参数缺省值';

/**
 * The published factors the carbon account starts with (docs/carbon-methods.md §1). Fuels keep
 * the guide's three parameters and apply from 2013 (the first year of the guides' reporting);
 * electricity keeps the year's national grid average, heat the guide's default.
 */
export const CARBON_FACTOR_SEED = [
  { code: 'natural_gas', year: 2013, netCalorificValue: 0.038931, carbonPerHeat: 0.0153, oxidationRate: 0.99, unit: 'GJ/m³（389.31 GJ/万Nm³）；tC/GJ；%', source: GUIDE },
  {
    code: 'raw_coal',
    year: 2013,
    netCalorificValue: 20.908,
    carbonPerHeat: 0.02637,
    oxidationRate: 0.94,
    unit: 'GJ/t；tC/GJ；%',
    source: '低位发热量：GB/T 2589-2020《综合能耗计算通则》附录A 原煤平均低位发热量20908 kJ/kg；单位热值含碳量与碳氧化率：《省级温室气体清单编制指南（试行）》原煤缺省值',
  },
  { code: 'diesel', year: 2013, netCalorificValue: 42.652, carbonPerHeat: 0.0202, oxidationRate: 0.98, unit: 'GJ/t；tC/GJ；%', source: GUIDE },
  { code: 'petrol', year: 2013, netCalorificValue: 43.07, carbonPerHeat: 0.0189, oxidationRate: 0.98, unit: 'GJ/t；tC/GJ；%', source: GUIDE },
  {
    code: 'electricity',
    year: 2023,
    directFactor: 0.5306 / 1000,
    unit: 'kgCO₂/kWh（0.5306）',
    source: '生态环境部、国家统计局：2023年全国电力平均二氧化碳排放因子 0.5306 kgCO₂/kWh（2024年发布）',
  },
  { code: 'heat', year: 2013, directFactor: 0.11, unit: 'tCO₂/GJ', source: `${GUIDE.replace('附录二 常用化石燃料相关参数缺省值', '')}外购热力排放因子缺省值 0.11 tCO₂/GJ` },
] as const;

/** Seeds the factors once in a database's life: operators' later changes are never overwritten. */
export async function seedCarbonFactors(db: Db): Promise<void> {
  if (await hasSeedMark(db, SEED_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, SEED_MARK))) return;
    await tx.insert(carbonFactors).values(CARBON_FACTOR_SEED.map((f) => ({ ...f }))).onConflictDoNothing();
  });
}
