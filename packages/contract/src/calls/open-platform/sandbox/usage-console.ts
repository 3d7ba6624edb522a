import * as z from 'zod/mini';
import { defineCall } from '../../../call.ts';
import { ZText } from '../../../validate/field-types.ts';
import { ZDays, ZUsage } from './fields.ts';

/** #/staff/open-platform-usage (issue 26 point 5): operators read every enterprise's sandbox usage. */
export const operatorOpenApiUsage = defineCall({
  method: 'POST',
  path: '/operator/openPlatform/usage',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ enterpriseId: z.optional(ZText.check(z.minLength(1), z.maxLength(64))), days: ZDays }),
  response: z.object({
    ...ZUsage.shape,
    enterprises: z.array(z.object({ enterpriseId: z.string(), enterpriseName: z.string(), calls: z.number(), errors: z.number() })),
  }),
});
