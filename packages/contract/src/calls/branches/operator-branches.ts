import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { STAFF_PAGE_SIZE } from '../../limits.ts';
import { BRANCH_LIMITS, ZBranchId, ZBranchInput, ZBranchRow, ZRegionOptions, branchFilterShape } from './fields.ts';

/** Console: branches in every state, by region, words and state, paged, with the region options of the filters. */
export const operatorBranchList = defineCall({
  method: 'POST',
  path: '/operator/branches/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    ...branchFilterShape,
    active: z.optional(z.boolean()),
    pageNo: z._default(z.int().check(z.minimum(1), z.maximum(10_000)), 1),
    pageSize: z._default(z.int().check(z.minimum(1), z.maximum(BRANCH_LIMITS.pageSizeMax)), STAFF_PAGE_SIZE),
  }),
  response: z.object({ total: z.int(), items: z.array(ZBranchRow), options: ZRegionOptions }),
});

/** Console: adds a branch, active at once (the finder shows it). Names are unique across the bank. */
export const operatorBranchCreate = defineCall({
  method: 'POST',
  path: '/operator/branches/create',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ branch: ZBranchInput }),
  response: z.object({ branch: ZBranchRow }),
});

/** Console: changes a branch; the finder shows the change at once. */
export const operatorBranchUpdate = defineCall({
  method: 'POST',
  path: '/operator/branches/update',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZBranchId, branch: ZBranchInput }),
  response: z.object({ branch: ZBranchRow }),
});

/**
 * Console: takes a branch off the finder (closed, moved) or back. Branches are never deleted,
 * so the audit log's history of one keeps pointing at a row.
 */
export const operatorBranchSetActive = defineCall({
  method: 'POST',
  path: '/operator/branches/setActive',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZBranchId, active: z.boolean() }),
  response: z.object({ branch: ZBranchRow }),
});
