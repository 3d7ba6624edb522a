/**
 * Carbon-account formulas (issue 24, point 7), pure so each is tested against the worked example
 * of docs/carbon-methods.md. Quantities and factors come in; tonnes of CO2 go out, unrounded
 * (rounding is for display and export only).
 */

/** 44/12: the mass of CO2 formed from one mass unit of carbon (molar masses 44 and 12). */
export const CO2_PER_CARBON = 44 / 12;

/** A fuel's parameters from the accounting guide's table of defaults. */
export interface FuelParameters {
  /** Net calorific value, GJ per activity unit (GJ/t, or GJ/m3 for natural gas). */
  netCalorificValue: number;
  /** Carbon content per unit of heat, tC/GJ. */
  carbonPerHeat: number;
  /** Oxidation rate, a fraction (0.98 for 98 %). */
  oxidationRate: number;
}

/**
 * Scope 1, combustion (企业温室气体排放核算方法与报告指南, 化石燃料燃烧):
 * E = AD × EF, AD = FC × NCV, EF = CC × OF × 44/12, so E = FC × NCV × CC × OF × 44/12 (tCO2).
 */
export function combustionTonnes(quantity: number, fuel: FuelParameters): number {
  return quantity * fuel.netCalorificValue * fuel.carbonPerHeat * fuel.oxidationRate * CO2_PER_CARBON;
}

/** tCO2 per activity unit of a fuel (its emission factor: NCV × CC × OF × 44/12). */
export function combustionFactor(fuel: FuelParameters): number {
  return combustionTonnes(1, fuel);
}

/**
 * Scope 2, purchased electricity: E = AD (kWh) × EF (kgCO2/kWh) / 1000 (tCO2). The factor is the
 * year's national (or regional) grid average published by the MEE.
 */
export function electricityTonnes(kWh: number, kgPerKWh: number): number {
  return (kWh * kgPerKWh) / 1000;
}

/** Scope 2, purchased heat: E = AD (GJ) × EF (tCO2/GJ), 0.11 tCO2/GJ by default. */
export function heatTonnes(gigajoules: number, tonnesPerGJ: number): number {
  return gigajoules * tonnesPerGJ;
}

/**
 * A green project's reduction counted in a year: its annual reduction spread evenly over the
 * months, for the months of `year` from its start month up to `lastMonth` (yyyy-mm, the newest
 * month that counts: the current month this year, December for a past year).
 */
export function reductionInYear(annualTonnes: number, startMonth: string, year: number, lastMonth: string): number {
  const first = startMonth > `${year}-01` ? startMonth : `${year}-01`;
  const last = lastMonth < `${year}-12` ? lastMonth : `${year}-12`;
  if (first > last) return 0;
  const months = Number(last.slice(5, 7)) - Number(first.slice(5, 7)) + 1;
  return (annualTonnes * months) / 12;
}

/** Net emissions: gross minus reductions, never below zero (a reduction is not a negative emission here). */
export function netTonnes(grossTonnes: number, reductionTonnes: number): number {
  return Math.max(0, grossTonnes - reductionTonnes);
}
