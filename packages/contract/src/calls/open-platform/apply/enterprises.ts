import * as z from 'zod/mini';
import { defineCall } from '../../../call.ts';

/**
 * The enterprises a user may work for on the /yqzl screens (their seats in authenticated
 * enterprises), so one who holds seats in several — a group's finance staff — chooses which;
 * every /yqzl call then names it as `memberCustomerId`. `manages`: director or named API
 * administrator (may apply, hold keys, keep the service setting).
 */
export const openApiEnterprises = defineCall({
  method: 'POST',
  path: '/yqzl/enterprises',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({
    enterprises: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(['director', 'approver', 'inquirer']), manages: z.boolean() })),
  }),
});
