import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChatUuid } from './fields.ts';

/**
 * §7 searchEvaluateList: the star levels (`cibPfbzList`, name and point) and the reasons a
 * customer may tick below the top level (`cibWjdcList`), for a conversation that can be rated.
 */
export const searchEvaluateList = defineCall({
  method: 'POST',
  path: '/customerService/searchEvaluateList',
  sealed: true,
  request: z.object({ uuid: ZChatUuid }),
  response: z.object({
    cibPfbzList: z.array(z.object({ name: z.string(), point: z.int() })),
    cibWjdcList: z.array(z.object({ name: z.string(), isSelect: z.boolean(), uri: z.string() })),
    /** Until when (ISO time) a rating is accepted. */
    deadline: z.string(),
  }),
});
