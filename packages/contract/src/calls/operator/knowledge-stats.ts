import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

const ZStatEntry = z.object({ id: z.string(), question: z.string(), category: z.string() });

/** What customers asked the assistant: totals by reply kind, most answered and most disliked entries. */
export const knowledgeStats = defineCall({
  method: 'POST',
  path: '/operator/knowledge/stats',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({
    totals: z.object({ turns: z.int(), answered: z.int(), related: z.int(), notUnderstood: z.int() }),
    mostAsked: z.array(z.extend(ZStatEntry, { hits: z.int() })),
    mostDisliked: z.array(z.extend(ZStatEntry, { dissatisfied: z.int(), satisfied: z.int() })),
  }),
});
