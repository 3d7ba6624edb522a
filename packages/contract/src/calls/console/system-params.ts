import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';

export const SYSTEM_PARAM_VALUE_MAX = 500;

/** Switches whose value must be '0' or '1'; anything else is refused. */
export const SWITCH_PARAMS = [
  'pc_color_switch',
  'customer_display',
  'gray_release',
  // browser support (issue 22)
  'anti_debug_switch',
] as const;

export const ZSystemParamRow = z.object({
  key: z.string(),
  value: z.nullable(z.string()),
  description: z.string(),
  updatedAt: z.string(),
});
export type SystemParamRow = z.infer<typeof ZSystemParamRow>;

/** Every system parameter (§7 /system/param reads them one by one). */
export const consoleSystemParams = defineCall({
  method: 'POST',
  path: '/operator/systemParams/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ items: z.array(ZSystemParamRow) }),
});

/** Changes one parameter's value (audited as systemParam). */
export const consoleSystemParamUpdate = defineCall({
  method: 'POST',
  path: '/operator/systemParams/update',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    key: ZText.check(z.minLength(1), z.maxLength(64)),
    value: ZMultilineText.check(z.maxLength(SYSTEM_PARAM_VALUE_MAX, `参数值不能超过${SYSTEM_PARAM_VALUE_MAX}个字`)),
  }),
  response: z.object({ item: ZSystemParamRow }),
});
