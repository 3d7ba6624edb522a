import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZForexQuote } from './forex-fields.ts';

/** Console: the forex board as stored, with when each row last changed. */
export const operatorForexList = defineCall({
  method: 'POST',
  path: '/operator/forex/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ items: z.array(z.extend(ZForexQuote, { updatedAt: z.string() })) }),
});
