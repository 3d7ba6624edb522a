import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** Known system parameters; `pc_color_switch` is the site-wide gray (mourning) switch. */
export const SYSTEM_PARAM_KEYS = [
  'pc_color_switch',
  'gray_release',
  'customer_display',
  // browser support (issue 22): the production anti-debugging routine, '1' on, off by default
  'anti_debug_switch',
] as const;

export const getSystemParam = defineCall({
  method: 'POST',
  path: '/system/param',
  sealed: true,
  request: z.object({ key: z.enum(SYSTEM_PARAM_KEYS) }),
  response: z.object({ key: z.string(), value: z.nullable(z.string()) }),
});
