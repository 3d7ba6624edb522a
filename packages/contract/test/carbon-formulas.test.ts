import { describe, expect, it } from 'vitest';
import { CO2_PER_CARBON, combustionFactor, combustionTonnes, electricityTonnes, heatTonnes, netTonnes, reductionInYear } from '../src/carbon/formulas.ts';
import { CARBON_MESSAGES, chinaMonth, monthProblem, quantityProblem } from '../src/carbon/sources.ts';

/** The worked examples of docs/carbon-methods.md, each to the kilogram (three decimals of a tonne). */
const GAS = { netCalorificValue: 0.038931, carbonPerHeat: 0.0153, oxidationRate: 0.99 };
const COAL = { netCalorificValue: 20.908, carbonPerHeat: 0.02637, oxidationRate: 0.94 };
const DIESEL = { netCalorificValue: 42.652, carbonPerHeat: 0.0202, oxidationRate: 0.98 };
const PETROL = { netCalorificValue: 43.07, carbonPerHeat: 0.0189, oxidationRate: 0.98 };

describe('carbon formulas (docs/carbon-methods.md)', () => {
  it('§2.1 natural gas: 10,000 m³ = 1 万Nm³ × 389.31 GJ × 0.0153 tC/GJ × 99 % × 44/12 = 21.622 tCO₂', () => {
    expect(combustionTonnes(10_000, GAS)).toBeCloseTo(21.622, 3);
    expect(combustionFactor(GAS) * 1000).toBeCloseTo(2.162, 3); // kgCO2 per m³
  });

  it('§2.2 raw coal: 100 t × 20.908 GJ/t × 0.02637 tC/GJ × 94 % × 44/12 = 190.030 tCO₂', () => {
    expect(combustionTonnes(100, COAL)).toBeCloseTo(190.03, 3);
  });

  it('§2.3 diesel: 10 t × 42.652 GJ/t × 0.0202 tC/GJ × 98 % × 44/12 = 30.959 tCO₂', () => {
    expect(combustionTonnes(10, DIESEL)).toBeCloseTo(30.959, 3);
  });

  it('§2.4 petrol: 10 t × 43.070 GJ/t × 0.0189 tC/GJ × 98 % × 44/12 = 29.251 tCO₂', () => {
    expect(combustionTonnes(10, PETROL)).toBeCloseTo(29.251, 3);
  });

  it('44/12 is the CO₂ formed per mass unit of carbon', () => {
    expect(CO2_PER_CARBON).toBeCloseTo(3.6667, 4);
  });

  it('§3.1 electricity: 100,000 kWh × 0.5306 kgCO₂/kWh ÷ 1000 = 53.060 tCO₂', () => {
    expect(electricityTonnes(100_000, 0.5306)).toBeCloseTo(53.06, 3);
  });

  it('§3.2 purchased heat: 1,000 GJ × 0.11 tCO₂/GJ = 110 tCO₂', () => {
    expect(heatTonnes(1_000, 0.11)).toBeCloseTo(110, 6);
  });

  it('§4 a project’s reduction counts for its months of the year up to the last counted month', () => {
    // 1,200 t a year from April, shown in September of the same year: April–September, 6 months.
    expect(reductionInYear(1_200, '2026-04', 2026, '2026-09')).toBeCloseTo(600, 6);
    // Started the year before: the whole past year.
    expect(reductionInYear(1_200, '2024-07', 2025, '2025-12')).toBeCloseTo(1_200, 6);
    // Starts after the last counted month: nothing yet.
    expect(reductionInYear(1_200, '2026-10', 2026, '2026-09')).toBe(0);
  });

  it('§4 net emissions never fall below zero', () => {
    expect(netTonnes(500, 120)).toBe(380);
    expect(netTonnes(500, 600)).toBe(0);
  });
});

describe('carbon input checks', () => {
  it('gives each slip in a quantity its own message', () => {
    expect(quantityProblem('electricity', '-5')).toBe(CARBON_MESSAGES.quantityNegative);
    expect(quantityProblem('electricity', '0')).toBe(CARBON_MESSAGES.quantityZero);
    expect(quantityProblem('electricity', '12abc')).toBe(CARBON_MESSAGES.quantity);
    expect(quantityProblem('electricity', '1.2345')).toBe(CARBON_MESSAGES.quantity);
    expect(quantityProblem('electricity', '1000000001')).toBe('外购电力单月用量不能超过1,000,000,000kWh，请核对单位与数量');
    expect(quantityProblem('diesel', '100000')).toBeNull();
    expect(quantityProblem('diesel', '100000.001')).toContain('柴油单月用量不能超过100,000吨');
    expect(quantityProblem('natural_gas', ' 12000.5 ')).toBeNull();
  });

  it('takes months from 2013-01 to this month in China, not later', () => {
    const now = Date.parse('2026-11-30T17:00:00Z'); // 1 December 01:00 in China
    expect(chinaMonth(now)).toBe('2026-12');
    expect(monthProblem('2026-12', now)).toBeNull();
    expect(monthProblem('2027-01', now)).toBe(CARBON_MESSAGES.monthFuture);
    expect(monthProblem('2012-12', now)).toBe(CARBON_MESSAGES.monthTooEarly);
    expect(monthProblem('2026-13', now)).toBe(CARBON_MESSAGES.month);
  });
});
