import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZProcessStatus } from '../../codes.ts';
import { ZEnterpriseApplication } from './fields.ts';

/** An enterprise the customer is bound to, and in what role. */
export const ZEnterpriseBinding = z.object({
  enterpriseName: z.string(),
  creditCode: z.string(),
  role: z.enum(['director', 'operator']),
  authStatus: ZProcessStatus,
  boundAt: z.string(),
});
export type EnterpriseBinding = z.infer<typeof ZEnterpriseBinding>;

/**
 * §7 Enterprise `/user/entp`: the customer's bindings and every enterprise authentication they
 * made, newest first (the history stays visible: a rejected application remains next to its
 * resubmission).
 */
export const listMyEnterprises = defineCall({
  method: 'POST',
  path: '/user/entp',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({
    bindings: z.array(ZEnterpriseBinding),
    applications: z.array(ZEnterpriseApplication),
    /** Whether the customer's own name is verified (a condition of applying). */
    realNameVerified: z.boolean(),
  }),
});
