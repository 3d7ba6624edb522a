import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { CARBON_SOURCES, CARBON_SOURCE_INFO, type CarbonSource } from '../../carbon/sources.ts';
import { ZText } from '../../validate/field-types.ts';

/**
 * The operators' table of the carbon account's published factors (issue 24): a year's factor
 * per source, added or corrected here, every change audited (entity carbonFactor). Rows are
 * never deleted: recorded months name the factor row they were computed with.
 */

/** Fuels keep the guide's three parameters; electricity and heat a direct factor. */
export const FUEL_SOURCES: readonly CarbonSource[] = ['natural_gas', 'raw_coal', 'diesel', 'petrol'];
/** The unit an operator types a direct factor in (electricity as published, in kgCO₂/kWh). */
export const DIRECT_UNITS: Partial<Record<CarbonSource, string>> = { electricity: 'kgCO₂/kWh', heat: 'tCO₂/GJ' };

export const CARBON_FACTOR_MESSAGES = {
  code: '请选择排放源',
  year: '请输入2013至2100之间的年份',
  positive: '请输入大于0的数值',
  oxidationRate: '碳氧化率请输入0到1之间的小数，如 0.98',
  fuel: '燃料请填写低位发热量、单位热值含碳量和碳氧化率',
  direct: '外购电力和热力请填写排放因子',
  source: '请输入1至200字的来源（发布机构、文件与年份）',
} as const;

const ZPositive = z.optional(z.number(CARBON_FACTOR_MESSAGES.positive).check(z.positive(CARBON_FACTOR_MESSAGES.positive), z.lte(1_000_000, CARBON_FACTOR_MESSAGES.positive)));

export const ZCarbonFactorInput = z
  .object({
    code: z.enum(CARBON_SOURCES, CARBON_FACTOR_MESSAGES.code),
    year: z.int(CARBON_FACTOR_MESSAGES.year).check(z.gte(2013, CARBON_FACTOR_MESSAGES.year), z.lte(2100, CARBON_FACTOR_MESSAGES.year)),
    /** GJ per unit (fuels). */
    netCalorificValue: ZPositive,
    /** tC/GJ (fuels). */
    carbonPerHeat: ZPositive,
    /** Fraction 0–1 (fuels). */
    oxidationRate: z.optional(z.number(CARBON_FACTOR_MESSAGES.oxidationRate).check(z.positive(CARBON_FACTOR_MESSAGES.oxidationRate), z.lte(1, CARBON_FACTOR_MESSAGES.oxidationRate))),
    /** Electricity in kgCO₂/kWh, heat in tCO₂/GJ (DIRECT_UNITS). */
    directValue: ZPositive,
    source: ZText.check(z.trim(), z.minLength(1, CARBON_FACTOR_MESSAGES.source), z.maxLength(200, CARBON_FACTOR_MESSAGES.source)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const fuel = FUEL_SOURCES.includes(v.code);
      if (fuel) {
        for (const key of ['netCalorificValue', 'carbonPerHeat', 'oxidationRate'] as const) {
          if (v[key] === undefined) ctx.issues.push({ code: 'custom', message: CARBON_FACTOR_MESSAGES.fuel, path: [key], input: v[key] });
        }
      } else if (v.directValue === undefined) {
        ctx.issues.push({ code: 'custom', message: CARBON_FACTOR_MESSAGES.direct, path: ['directValue'], input: v.directValue });
      }
    }),
  );
export type CarbonFactorInput = z.infer<typeof ZCarbonFactorInput>;

export const ZCarbonFactorRow = z.object({
  id: z.string(),
  code: z.enum(CARBON_SOURCES),
  name: z.string(),
  year: z.int(),
  netCalorificValue: z.nullable(z.number()),
  carbonPerHeat: z.nullable(z.number()),
  oxidationRate: z.nullable(z.number()),
  /** In DIRECT_UNITS of its source; null for fuels. */
  directValue: z.nullable(z.number()),
  /** tCO₂ per activity unit (the source's unit), as the account computes with it. */
  perUnit: z.number(),
  unit: z.string(),
  source: z.string(),
  createdAt: z.string(),
});
export type CarbonFactorRow = z.infer<typeof ZCarbonFactorRow>;

export const operatorCarbonFactorList = defineCall({
  method: 'POST',
  path: '/operator/carbonFactors/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ items: z.array(ZCarbonFactorRow) }),
});

/** Adds a year's factor of a source (no id) or corrects one; a second row for the same source and year is refused. */
export const operatorCarbonFactorSave = defineCall({
  method: 'POST',
  path: '/operator/carbonFactors/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: z.optional(ZText.check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '记录不存在'))), factor: ZCarbonFactorInput }),
  response: z.object({ item: ZCarbonFactorRow }),
});

export const carbonSourceName = (code: CarbonSource) => `${CARBON_SOURCE_INFO[code].name}（${CARBON_SOURCE_INFO[code].unit}）`;
