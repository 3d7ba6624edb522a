import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** Risk-management device check of §4 Startup: stores the browser's fingerprint. */
export const checkRiskDevice = defineCall({
  method: 'POST',
  path: '/risk/device',
  sealed: true,
  request: z.object({
    /** SM3 hex of the collected browser traits. */
    fingerprint: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    screen: z.string().check(z.maxLength(32)),
    timezone: z.string().check(z.maxLength(64)),
    language: z.string().check(z.maxLength(32)),
    platform: z.string().check(z.maxLength(64)),
  }),
  response: z.object({
    deviceId: z.string(),
    /** Times this device was seen before this visit. */
    visits: z.int(),
    riskLevel: z.enum(['low', 'medium', 'high']),
  }),
});
