import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSystemToken } from './fields.ts';

/** §7 findAll: the knowledge base's categories with their most asked questions, for the window's hot list. */
export const findAll = defineCall({
  method: 'POST',
  path: '/customerService/findAll',
  sealed: true,
  request: z.object({ systemToken: ZSystemToken }),
  response: z.object({
    categories: z.array(z.object({ category: z.string(), questions: z.array(z.string()) })),
  }),
});
