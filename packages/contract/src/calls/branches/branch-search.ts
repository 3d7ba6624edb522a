import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { LIST_PAGE_SIZE } from '../../limits.ts';
import { BRANCH_LIMITS, BRANCH_SERVICES, ZBranchCard, ZBranchService, ZRegionOptions, branchFilterShape } from './fields.ts';

/**
 * The branch finder (#/branches): active branches by province, city, district, words in the
 * name or address, and the services they must all offer; paged. The reply carries the options
 * of the cascading selects for the chosen province and city, so one call fills the screen.
 * A district needs its city and a city its province (BRANCH_REGION_INCOMPLETE).
 */
export const branchSearch = defineCall({
  method: 'POST',
  path: '/customized/branch/branchSearch',
  sealed: true,
  request: z.object({
    ...branchFilterShape,
    services: z._default(z.array(ZBranchService).check(z.maxLength(BRANCH_SERVICES.length)), []),
    pageNo: z._default(z.int().check(z.minimum(1), z.maximum(10_000)), 1),
    pageSize: z._default(z.int().check(z.minimum(1), z.maximum(BRANCH_LIMITS.pageSizeMax)), LIST_PAGE_SIZE),
  }),
  response: z.object({
    total: z.int(),
    pageNo: z.int(),
    pageSize: z.int(),
    items: z.array(ZBranchCard),
    options: ZRegionOptions,
  }),
});
