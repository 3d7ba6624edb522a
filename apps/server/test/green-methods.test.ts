import { describe, expect, it } from 'vitest';
import { checkEnvParams, checkLoanShare, ENV_MESSAGES, fuelFactorValue } from '@portal/contract/calls/green-finance/env-fields';
import { SEED_FACTORS } from '../src/db/seed/emission-factors/factor-data.ts';
import { discernProject } from '../src/modules/green-finance/discern.ts';
import { chooseFactorRow } from '../src/modules/green-finance/factor-choice.ts';
import { buildingBenefit, buildingModel } from '../src/modules/green-finance/models/building.ts';
import { coalToGasBenefit } from '../src/modules/green-finance/models/coal-to-gas.ts';
import { equipmentBenefit } from '../src/modules/green-finance/models/equipment.ts';
import { transportBenefit } from '../src/modules/green-finance/models/green-transport.ts';
import { ENV_MODELS } from '../src/modules/green-finance/models/index.ts';
import { powerGenerationBenefit } from '../src/modules/green-finance/models/power-generation.ts';
import { solarModel } from '../src/modules/green-finance/models/solar.ts';
import type { FactorValues } from '../src/modules/green-finance/models/types.ts';
import { wastewaterBenefit, wastewaterModel } from '../src/modules/green-finance/models/wastewater.ts';

/**
 * Every formula of docs/green-methods.md against the worked example the document computes by
 * hand, with the seeded national factors (grid 2023: 0.5306 kgCO2/kWh).
 */
const national = (year = 2023): FactorValues =>
  Object.fromEntries(
    [...new Set(SEED_FACTORS.map((f) => f.code))].map((code) => {
      const row = chooseFactorRow(SEED_FACTORS.filter((f) => f.code === code), year, '全国', false)!;
      return [code, Number(row.value)];
    }),
  );

const close = (actual: Record<string, number | undefined>, expected: Record<string, number>) => {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [k, v] of Object.entries(expected)) expect(actual[k], k).toBeCloseTo(v, 4);
};

describe('the formulas, against the worked examples of docs/green-methods.md', () => {
  it('§1 solar: 12 000 MWh a year replaces thermal power', () => {
    close(powerGenerationBenefit(12_000, national()), { standardCoal: 3912, co2e: 6367.2, so2: 1.212, nox: 1.824 });
  });

  it('§1 wind and hydro share the power formula', () => {
    close(powerGenerationBenefit(110_000, national()), { standardCoal: 35_860, co2e: 58_366, so2: 11.11, nox: 16.72 });
    close(powerGenerationBenefit(80_000, national()), { standardCoal: 26_080, co2e: 42_448, so2: 8.08, nox: 12.16 });
  });

  it('§1 a regional grid factor changes only the CO2', () => {
    const east = { ...national(), grid_co2: 0.5992 };
    close(powerGenerationBenefit(12_000, east), { standardCoal: 3912, co2e: 7190.4, so2: 1.212, nox: 1.824 });
  });

  it('§2 building: 50 000 m² from 120 to 80 kWh/(m²·a)', () => {
    close(buildingBenefit(50_000, 120, 80, national()), { standardCoal: 245.8, co2e: 1061.2 });
  });

  it('§3 equipment: 20 motors from 55 to 50 kW, 6000 h', () => {
    close(equipmentBenefit(20, 55, 50, 6000, national()), { standardCoal: 73.74, co2e: 318.36 });
  });

  it('§4 transport: 100 electric buses replacing diesel buses', () => {
    close(transportBenefit(100, 60_000, 30, 100, national()), { standardCoal: 1439.5074, co2e: 1441.6746 });
  });

  it('§5 waste water: 650 万t a year, COD 300→30, ammonia 30→1.5, 20 % reused', () => {
    close(wastewaterBenefit(650, 300, 30, 30, 1.5, 20), { cod: 1755, ammoniaNitrogen: 185.25, waterSaved: 1_300_000 });
  });

  it('§6 coal to gas: 10 000 t of coal replaced by 500 万m³ of gas', () => {
    close(coalToGasBenefit(10_000, 500, national()), { standardCoal: 1071.5, co2e: 8192 });
  });

  it('every model yields exactly the outputs it declares', () => {
    for (const model of ENV_MODELS) {
      const params = Object.fromEntries(model.params.map((p) => [p.key, p.example]));
      expect(checkEnvParams(model.params, model.checks, params), model.code).toBeNull();
      expect(Object.keys(model.compute(params, national())).sort(), model.code).toEqual([...model.outputs].sort());
    }
  });
});

describe('a fuel’s CO2 factor from the accounting guide’s three parameters', () => {
  it('is NCV × CC × OF × 44/12 in the factor’s unit, to four decimals, as the factor tables print it', () => {
    const fuels = Object.fromEntries(SEED_FACTORS.filter((f) => f.fuel).map((f) => [f.code, f.value]));
    expect(fuels).toEqual({ diesel_co2: '3.0959', petrol_co2: '2.9251', gas_co2: '2.1622', coal_co2: '1.9003' });
    // Natural gas in kgCO2/m³: 0.038931 GJ/m³ × 0.0153 tC/GJ × 0.99 × 44/12 = 0.0021622 t.
    expect(fuelFactorValue('gas_co2', { netCalorificValue: 0.038931, carbonPerHeat: 0.0153, oxidationRate: 0.99 })).toBe(2.1622);
  });
});

describe('which factor row a calculation uses', () => {
  const grid = SEED_FACTORS.filter((f) => f.code === 'grid_co2');
  it('the region’s newest row not after the year, else the national one', () => {
    expect(chooseFactorRow(grid, 2023, '华东', true)).toMatchObject({ region: '华东', year: 2022, value: '0.5992' });
    expect(chooseFactorRow(grid, 2023, '全国', true)).toMatchObject({ region: '全国', year: 2023, value: '0.5306' });
    expect(chooseFactorRow(grid, 2022, '全国', true)).toMatchObject({ year: 2022, value: '0.5703' });
    // A factor the model does not read regionally is always the national one.
    expect(chooseFactorRow(grid, 2023, '华东', false)).toMatchObject({ region: '全国', year: 2023 });
  });
  it('before every published year, the oldest row', () => {
    expect(chooseFactorRow(grid, 2010, '全国', true)).toMatchObject({ year: 2022 });
    expect(chooseFactorRow([], 2023, '全国', true)).toBeUndefined();
  });
});

describe('parameter checks, as the form and the server apply them', () => {
  const solar = (values: Record<string, unknown>) => checkEnvParams(solarModel.params, solarModel.checks, values);
  it('names the field and says what is wrong', () => {
    expect(solar({ capacityKw: '', annualGenerationMwh: 1 })).toEqual({ field: 'capacityKw', message: ENV_MESSAGES.required('装机容量') });
    expect(solar({ capacityKw: 'abc', annualGenerationMwh: 1 })).toEqual({ field: 'capacityKw', message: ENV_MESSAGES.notNumber('装机容量') });
    expect(solar({ capacityKw: -5, annualGenerationMwh: 1 })).toEqual({ field: 'capacityKw', message: '装机容量不能为负数' });
    expect(solar({ capacityKw: 20_000_000, annualGenerationMwh: 1 })).toEqual({ field: 'capacityKw', message: '装机容量不能大于10000000kW' });
  });
  it('refuses more power than the capacity gives in 8760 hours', () => {
    expect(solar({ capacityKw: 10_000, annualGenerationMwh: 87_600 })).toBeNull();
    expect(solar({ capacityKw: 10_000, annualGenerationMwh: 87_601 })).toMatchObject({ field: 'annualGenerationMwh', message: expect.stringContaining('8760') });
  });
  it('refuses an outflow dirtier than the inflow and more water than the plant treats', () => {
    const base = Object.fromEntries(wastewaterModel.params.map((p) => [p.key, p.example]));
    const check = (over: Record<string, number>) => checkEnvParams(wastewaterModel.params, wastewaterModel.checks, { ...base, ...over });
    expect(check({ codOut: 400 })).toMatchObject({ field: 'codOut' });
    expect(check({ annualTreatedKt: 731 })).toMatchObject({ field: 'annualTreatedKt' });
    expect(check({ annualTreatedKt: 730 })).toBeNull();
  });
  it('refuses a project using more than its baseline', () => {
    expect(checkEnvParams(buildingModel.params, buildingModel.checks, { floorAreaM2: 1000, baselineKwhPerM2: 80, projectKwhPerM2: 90 })).toMatchObject({ field: 'projectKwhPerM2' });
  });
  it('checks the loan share’s amounts', () => {
    expect(checkLoanShare(3000, 5000)).toBeNull();
    expect(checkLoanShare(6000, 5000)).toEqual({ field: 'loanBalance', message: ENV_MESSAGES.loanAboveInvestment });
    expect(checkLoanShare(0, 5000)).toMatchObject({ field: 'loanBalance' });
    expect(checkLoanShare(100, -1)).toMatchObject({ field: 'totalInvestment' });
  });
});

describe('discern', () => {
  it('ranks the project types a description points to', () => {
    const [first] = discernProject('在厂房屋顶建设10MW分布式光伏电站，组件采用单晶硅', ENV_MODELS);
    expect(first).toMatchObject({ modelCode: 'solar_pv', matched: expect.arrayContaining(['光伏', '屋顶']) });
    expect(first!.confidence).toBeGreaterThan(0.6);
    expect(discernProject('城镇污水处理厂提标改造，出水COD与氨氮达一级A', ENV_MODELS)[0]).toMatchObject({ modelCode: 'wastewater' });
    expect(discernProject('采购200辆纯电动公交车替代柴油车', ENV_MODELS)[0]).toMatchObject({ modelCode: 'green_transport' });
  });
  it('finds nothing in a text about something else', () => {
    expect(discernProject('购买办公家具和电脑', ENV_MODELS)).toEqual([]);
  });
});
