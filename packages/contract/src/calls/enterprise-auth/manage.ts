import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZApplicationId, ZCreditCode, ZEnterpriseApplication } from './fields.ts';

/**
 * §7 Enterprise `update`: changes the state of the customer's own application. `withdraw` takes
 * back an application that is still to submit (DT) or pending review (DS): it turns YC. Corrected
 * data are resubmitted with `submitEnterpriseCredentials` and its `applicationId`.
 */
export const updateEntpAuth = defineCall({
  method: 'POST',
  path: '/user/entp/update',
  sealed: true,
  access: 'user',
  request: z.object({ applicationId: ZApplicationId, action: z.literal('withdraw') }),
  response: ZEnterpriseApplication,
});

/**
 * §7 Enterprise `delete`: ends the customer's binding to an enterprise. The last director of an
 * authenticated enterprise that others still act for cannot leave it (409632).
 */
export const deleteEntpBinding = defineCall({
  method: 'POST',
  path: '/user/entp/delete',
  sealed: true,
  access: 'user',
  request: z.object({ creditCode: ZCreditCode }),
  response: z.object({ deleted: z.literal(true) }),
});
