import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { REGISTER_APP_ID } from '../../limits.ts';
import { ZApplicationId, ZEnterpriseApplication } from './fields.ts';

/**
 * §7 Enterprise `authService`: submits a completed application (credentials in, the legal
 * representative's face check passed) for the decision. The automatic checks approve it at once
 * (ST, director) or send it to the operators' queue (DS with the reasons) — docs/decisions.md.
 */
export const entpAuthService = defineCall({
  method: 'POST',
  path: '/user/entp/authService',
  sealed: true,
  access: 'user',
  request: z.object({ appId: z.literal(REGISTER_APP_ID), applicationId: ZApplicationId }),
  response: ZEnterpriseApplication,
});
