import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZBindStatus } from '../../codes.ts';
import { STAFF_PAGE_SIZE } from '../../limits.ts';
import { ZEnterpriseScope, ZRelationAccount, ZRelationAccountNo, ZStaffNote, ZUserId } from './fields.ts';

/**
 * §7 queryAccountAssociationRelationship: the enterprise's accounts with their bind status to one
 * staff user (YB bound, WB not bound; transfer lists default YB). Directors and approvers ask
 * about any staff user of the enterprise, a staff user about themselves.
 */
export const queryAccountAssociationRelationship = defineCall({
  method: 'POST',
  path: '/xingCubic/queryAccountAssociationRelationship',
  sealed: true,
  access: 'user',
  request: z.object({
    ...ZEnterpriseScope,
    queryMemberUserId: z.optional(ZUserId),
    bindStatus: z.optional(ZBindStatus),
    pageNo: z.optional(z.int().check(z.gte(1), z.lte(100_000))),
    pageSize: z.optional(z.int().check(z.gte(0), z.lte(50))),
  }),
  response: z.object({
    total: z.int(),
    pageNo: z.int(),
    pageSize: z.int(),
    bindStatus: ZBindStatus,
    list: z.object({ records: z.array(ZRelationAccount) }),
  }),
});
export { STAFF_PAGE_SIZE };

/**
 * §7 queryAllAccountAssociationRelationship: every binding of the enterprise, and for a director
 * the enterprise's accounts ("group accounts").
 */
export const queryAllAccountAssociationRelationship = defineCall({
  method: 'POST',
  path: '/xingCubic/queryAllAccountAssociationRelationship',
  sealed: true,
  access: 'user',
  request: z.object({ ...ZEnterpriseScope }),
  response: z.object({
    accountRelationship: z.array(z.object({ userId: z.string(), userAccount: z.string(), userName: z.string(), account: z.string(), accountName: z.string() })),
    groupAccount: z.array(z.object({ account: z.string(), accountName: z.string(), accountType: z.string(), currency: z.string() })),
  }),
});

/** §7 operationAssociationRelationship: a director binds (add) or unbinds (delete) an account to a staff user. */
export const operationAssociationRelationship = defineCall({
  method: 'POST',
  path: '/xingCubic/operationAssociationRelationship',
  sealed: true,
  access: 'user',
  request: z.object({
    ...ZEnterpriseScope,
    queryMemberUserId: ZUserId,
    account: ZRelationAccountNo,
    applicatUserId: ZUserId,
    operationMark: z.enum(['add', 'delete']),
    note: ZStaffNote,
  }),
  response: z.object({ account: z.string(), queryMemberUserId: z.string(), bindStatus: ZBindStatus }),
});
