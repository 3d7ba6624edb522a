import { z } from 'zod';
import { defineCall } from '../../call.ts';

/** Risk-management device check of §4 Startup: stores the browser's fingerprint. */
export const checkRiskDevice = defineCall({
  method: 'POST',
  path: '/risk/device',
  sealed: true,
  request: z.object({
    /** SM3 hex of the collected browser traits. */
    fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
    screen: z.string().max(32),
    timezone: z.string().max(64),
    language: z.string().max(32),
    platform: z.string().max(64),
  }),
  response: z.object({
    deviceId: z.string(),
    /** Times this device was seen before this visit. */
    visits: z.number().int(),
    riskLevel: z.enum(['low', 'medium', 'high']),
  }),
});
