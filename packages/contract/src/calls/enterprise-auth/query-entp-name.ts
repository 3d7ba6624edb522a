import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZEnterpriseKeyword, ZRegistryHit } from './fields.ts';

const request = z.object({ keyword: ZEnterpriseKeyword });
const response = z.object({ items: z.array(ZRegistryHit) });

/**
 * §7 Enterprise `/user/entp/queryEntpName`: the registry's enterprises whose name contains the
 * keyword, or the one with that credit code (at most 10). Every look-up counts against the
 * customer's per-minute budget.
 */
export const queryEntpName = defineCall({
  method: 'POST',
  path: '/user/entp/queryEntpName',
  sealed: true,
  access: 'user',
  request,
  response,
});

/** §7 Personal `/efip/queryEntpName`: the same search from the personal center. */
export const queryPersonalEntpName = defineCall({
  method: 'POST',
  path: '/efip/queryEntpName',
  sealed: true,
  access: 'user',
  request,
  response,
});
