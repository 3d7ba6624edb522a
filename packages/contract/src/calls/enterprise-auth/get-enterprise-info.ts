import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZEnterpriseRegistryStatus } from '../../codes.ts';
import { ZCreditCode } from './fields.ts';

/**
 * §7 `/auth/outer/getEnterpriseInfo`: one enterprise's registry extract, by credit code. An
 * unknown code is 404630; a revoked or cancelled enterprise is 400633 (it cannot be
 * authenticated). The legal representative's name is masked: the applicant types it.
 */
export const getEnterpriseInfo = defineCall({
  method: 'POST',
  path: '/auth/outer/getEnterpriseInfo',
  sealed: true,
  access: 'user',
  request: z.object({ creditCode: ZCreditCode }),
  response: z.object({
    name: z.string(),
    creditCode: z.string(),
    legalRepNameMasked: z.string(),
    registeredCapitalFen: z.number(),
    status: ZEnterpriseRegistryStatus,
    establishedOn: z.string(),
    address: z.string(),
  }),
});
