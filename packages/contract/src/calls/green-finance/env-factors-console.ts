import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZRowId, ZText } from '../../validate/field-types.ts';
import { ENV_FACTOR_CODE_LIST, ZEnvFactorRow, ZEnvRegion, ZEnvYear } from './env-fields.ts';

/**
 * The operators' table of published factors (issue 24): by code, region and year, each with
 * its source. Every change is audited (entity envFactor).
 */

export const ENV_FACTOR_MESSAGES = {
  code: '请选择因子',
  value: '请输入大于0且不超过1000000的因子数值',
  source: '请输入1至200字的来源（发布机构、文件与年份）',
  note: '备注不能超过200字',
} as const;

export const ZEnvFactorInput = z.object({
  code: z.enum(ENV_FACTOR_CODE_LIST, ENV_FACTOR_MESSAGES.code),
  region: ZEnvRegion,
  year: ZEnvYear,
  value: z.number(ENV_FACTOR_MESSAGES.value).check(z.positive(ENV_FACTOR_MESSAGES.value), z.lte(1_000_000, ENV_FACTOR_MESSAGES.value)),
  source: ZText.check(z.trim(), z.minLength(1, ENV_FACTOR_MESSAGES.source), z.maxLength(200, ENV_FACTOR_MESSAGES.source)),
  note: ZText.check(z.trim(), z.maxLength(200, ENV_FACTOR_MESSAGES.note)),
});
export type EnvFactorInput = z.infer<typeof ZEnvFactorInput>;

export const operatorEnvFactorList = defineCall({
  method: 'POST',
  path: '/operator/envFactors/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ items: z.array(ZEnvFactorRow) }),
});

/** Creates a row (no id) or changes one; a second row for the same code, region and year is refused. */
export const operatorEnvFactorSave = defineCall({
  method: 'POST',
  path: '/operator/envFactors/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: z.optional(ZRowId()), factor: ZEnvFactorInput }),
  response: z.object({ item: ZEnvFactorRow }),
});

export const operatorEnvFactorDelete = defineCall({
  method: 'POST',
  path: '/operator/envFactors/delete',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZRowId() }),
  response: z.object({}),
});
