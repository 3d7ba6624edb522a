import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';

/** Risk-management device check of §4 Startup: stores the browser's fingerprint. */
export const checkRiskDevice = defineCall({
  method: 'POST',
  path: '/risk/device',
  sealed: true,
  request: z.object({
    /** SM3 hex of the collected browser traits. */
    fingerprint: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    screen: ZText.check(z.maxLength(32)),
    timezone: ZText.check(z.maxLength(64)),
    language: ZText.check(z.maxLength(32)),
    platform: ZText.check(z.maxLength(64)),
  }),
  response: z.object({
    deviceId: z.string(),
    /** Times this device was seen before this visit. */
    visits: z.int(),
    riskLevel: z.enum(['low', 'medium', 'high']),
  }),
});
