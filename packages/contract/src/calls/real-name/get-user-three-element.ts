import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZRealNameSummary } from './fields.ts';

/**
 * §7 `/efip/getUserThreeElement` (SM2 in the spec: nothing secret travels here, the document
 * and phone come back masked): the caller's verified three elements, or null when not verified.
 */
export const getUserThreeElement = defineCall({
  method: 'POST',
  path: '/efip/getUserThreeElement',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ verified: z.nullable(ZRealNameSummary) }),
});
