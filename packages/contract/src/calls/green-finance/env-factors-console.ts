import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZRowId, ZText } from '../../validate/field-types.ts';
import { ENV_FACTOR_CODE_LIST, ENV_FACTOR_CODES, ZEnvFactorRow, ZEnvRegion, ZEnvYear } from './env-fields.ts';

/**
 * The operators' one table of published emission factors (issue 24; since issue 36 also the
 * carbon account's): by code, region and year, each with its source. A fuel's CO₂ factor may be
 * kept as the accounting guide's three parameters, its value then computed from them. Every
 * change is audited (entity envFactor). The calls keep the names and paths they had when the
 * table served the estimate only.
 */

export const ENV_FACTOR_MESSAGES = {
  code: '请选择因子',
  value: '请输入大于0且不超过1000000的因子数值',
  source: '请输入1至200字的来源（发布机构、文件与年份）',
  note: '备注不能超过500字',
  positive: '请输入大于0的数值',
  oxidationRate: '碳氧化率请输入0到1之间的小数，如 0.98',
  fuel: '按燃料参数填写时，请填写低位发热量、单位热值含碳量和碳氧化率',
  notFuel: '只有燃料的二氧化碳排放因子可按燃料参数填写',
  valueFromFuel: '按燃料参数填写时，因子数值由参数计算，无需另填',
} as const;

const ZPositive = z.optional(z.number(ENV_FACTOR_MESSAGES.positive).check(z.positive(ENV_FACTOR_MESSAGES.positive), z.lte(1_000_000, ENV_FACTOR_MESSAGES.positive)));
const FUEL_KEYS = ['netCalorificValue', 'carbonPerHeat', 'oxidationRate'] as const;

export const ZEnvFactorInput = z
  .object({
    code: z.enum(ENV_FACTOR_CODE_LIST, ENV_FACTOR_MESSAGES.code),
    region: ZEnvRegion,
    year: ZEnvYear,
    /** In the code's unit; absent when the fuel parameters are given. */
    value: z.optional(z.number(ENV_FACTOR_MESSAGES.value).check(z.positive(ENV_FACTOR_MESSAGES.value), z.lte(1_000_000, ENV_FACTOR_MESSAGES.value))),
    /** GJ per activity unit (a fuel's CO₂ factor only). */
    netCalorificValue: ZPositive,
    /** tC/GJ. */
    carbonPerHeat: ZPositive,
    /** A fraction, 0–1. */
    oxidationRate: z.optional(z.number(ENV_FACTOR_MESSAGES.oxidationRate).check(z.positive(ENV_FACTOR_MESSAGES.oxidationRate), z.lte(1, ENV_FACTOR_MESSAGES.oxidationRate))),
    source: ZText.check(z.trim(), z.minLength(1, ENV_FACTOR_MESSAGES.source), z.maxLength(200, ENV_FACTOR_MESSAGES.source)),
    note: ZText.check(z.trim(), z.maxLength(500, ENV_FACTOR_MESSAGES.note)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const given = FUEL_KEYS.filter((key) => v[key] !== undefined);
      if (given.length === 0) {
        if (v.value === undefined) ctx.issues.push({ code: 'custom', message: ENV_FACTOR_MESSAGES.value, path: ['value'], input: v.value });
        return;
      }
      if (!ENV_FACTOR_CODES[v.code].fuel) {
        ctx.issues.push({ code: 'custom', message: ENV_FACTOR_MESSAGES.notFuel, path: [given[0]!], input: v[given[0]!] });
        return;
      }
      for (const key of FUEL_KEYS) if (v[key] === undefined) ctx.issues.push({ code: 'custom', message: ENV_FACTOR_MESSAGES.fuel, path: [key], input: v[key] });
      if (v.value !== undefined) ctx.issues.push({ code: 'custom', message: ENV_FACTOR_MESSAGES.valueFromFuel, path: ['value'], input: v.value });
    }),
  );
export type EnvFactorInput = z.infer<typeof ZEnvFactorInput>;

/** Who reads a row: the estimate (a model reads its code) and/or the carbon account (a source's national factor). */
export const ENV_FACTOR_USERS = ['estimate', 'carbon'] as const;

/** A row as the console lists it: as a calculation shows it, with the fuel parameters, who changed it last and who reads it. */
export const ZEnvFactorConsoleRow = z.object({
  ...ZEnvFactorRow.shape,
  netCalorificValue: z.nullable(z.number()),
  carbonPerHeat: z.nullable(z.number()),
  oxidationRate: z.nullable(z.number()),
  updatedBy: z.nullable(z.string()),
  usedBy: z.array(z.enum(ENV_FACTOR_USERS)),
});
export type EnvFactorConsoleRow = z.infer<typeof ZEnvFactorConsoleRow>;

export const operatorEnvFactorList = defineCall({
  method: 'POST',
  path: '/operator/envFactors/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ items: z.array(ZEnvFactorConsoleRow) }),
});

/** Creates a row (no id) or changes one; a second row for the same code, region and year is refused. */
export const operatorEnvFactorSave = defineCall({
  method: 'POST',
  path: '/operator/envFactors/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: z.optional(ZRowId()), factor: ZEnvFactorInput }),
  response: z.object({ item: ZEnvFactorConsoleRow }),
});

/** Deletes a row; one a recorded month of a carbon account was computed with is refused (ENV_FACTOR_IN_USE). */
export const operatorEnvFactorDelete = defineCall({
  method: 'POST',
  path: '/operator/envFactors/delete',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZRowId() }),
  response: z.object({}),
});
