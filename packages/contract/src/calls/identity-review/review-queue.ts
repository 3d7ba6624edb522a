import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZKeyword, ZPage, ZQueueItem, ZQueueStatus } from './fields.ts';

/**
 * The operators' review queue of enterprise authentications: one status (pending DS by
 * default, oldest first; decided ones latest decided first), searched by enterprise name,
 * credit code or the applicant's user number.
 */
export const identityReviewList = defineCall({
  method: 'POST',
  path: '/staff/ops/identity/review/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ status: z._default(ZQueueStatus, 'DS'), keyword: ZKeyword, page: ZPage }),
  response: z.object({
    total: z.int(),
    /** Applications per status (the keyword applied), for the filter's badges. */
    counts: z.object({ DS: z.int(), ST: z.int(), SJ: z.int(), YC: z.int() }),
    items: z.array(ZQueueItem),
  }),
});
