import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZRedirectUrl } from '../auth/fields.ts';

/**
 * Open-identity login (/openLogin): a partner identity provider's signed assertion is exchanged
 * for a one-time login ticket (`st`), which the portal then spends like any other (§4).
 */
export const openLogin = defineCall({
  method: 'POST',
  path: '/auth/openIdentity/openLogin',
  sealed: true,
  request: z.object({
    partnerId: z.string().check(z.regex(/^[a-z0-9-]{2,40}$/, '合作方标识不正确')),
    assertion: ZText.check(z.minLength(20), z.maxLength(4000)),
    redirectUrl: ZRedirectUrl,
  }),
  response: z.object({ st: z.string(), redirectUrl: z.string() }),
});
