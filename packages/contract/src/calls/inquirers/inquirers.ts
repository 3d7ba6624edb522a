import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZUserStatus } from '../../codes.ts';
import { STAFF_PAGE_SIZE } from '../../limits.ts';
import { ZText } from '../../validate/field-types.ts';
import {
  STAFF_MESSAGES,
  ZChangeId,
  ZEnterpriseScope,
  ZInquirer,
  ZInquirerChange,
  ZStaffLoginName,
  ZStaffName,
  ZStaffNote,
  ZStaffPhone,
  ZUserId,
} from './fields.ts';

const ZPageNo = z.optional(z.int().check(z.gte(1), z.lte(100_000)));
const ZPageSize = z.optional(z.int().check(z.gte(0), z.lte(50)));

/**
 * §7 queryInquirerInformation: the enterprise's staff users, for its directors and approvers,
 * filtered by state and by part of the login name or name; STAFF_PAGE_SIZE a page.
 */
export const queryInquirerInformation = defineCall({
  method: 'POST',
  path: '/xingCubic/queryInquirerInformation',
  sealed: true,
  access: 'user',
  request: z.object({
    ...ZEnterpriseScope,
    pageNo: ZPageNo,
    pageSize: ZPageSize,
    userState: z.optional(ZUserStatus),
    userAccount: z.optional(ZText.check(z.trim(), z.maxLength(30, STAFF_MESSAGES.userAccount))),
  }),
  response: z.object({
    total: z.int(),
    count: z.int(),
    pageNo: z.int(),
    pageSize: z.int(),
    list: z.object({ records: z.array(ZInquirer) }),
  }),
});
export { STAFF_PAGE_SIZE };

const common = {
  ...ZEnterpriseScope,
  /** §6: the applicant is sent on staff operations; it must be the caller. */
  applicatUserId: ZUserId,
  note: ZStaffNote,
};

/**
 * §7 operationInquirerInformation (§4 operation marks). Every operation is a maker-checker
 * change submitted by a director (DS), decided by another director or an approver:
 * - add: a live portal user named by login name AND phone becomes a staff user (DX until approved);
 * - delete: a valid staff user turns DS (pending expiry) until approved, then WX (bindings end);
 * - modify: the name and/or the state (YX/WX) change on approval;
 * - replace: the staff user's account bindings go to another valid staff user on approval;
 * - rollback: undoes an approved change (the staff user's latest) on approval.
 */
export const operationInquirerInformation = defineCall({
  method: 'POST',
  path: '/xingCubic/operationInquirerInformation',
  sealed: true,
  access: 'user',
  request: z.discriminatedUnion('operationMark', [
    z.object({
      ...common,
      operationMark: z.literal('add'),
      memberCustomerName: z.optional(ZText.check(z.maxLength(100))),
      userAccount: ZStaffLoginName,
      phone: ZStaffPhone,
      userName: ZStaffName,
    }),
    z.object({ ...common, operationMark: z.literal('delete'), queryMemberUserId: ZUserId }),
    z
      .object({
        ...common,
        operationMark: z.literal('modify'),
        queryMemberUserId: ZUserId,
        userName: z.optional(ZStaffName),
        userState: z.optional(z.enum(['YX', 'WX'], STAFF_MESSAGES.modifyState)),
      })
      .check(
        z.refine((v) => v.userName !== undefined || v.userState !== undefined, { message: STAFF_MESSAGES.modifyEmpty, path: ['userName'] }),
      ),
    z.object({ ...common, operationMark: z.literal('replace'), queryMemberUserId: ZUserId, replaceUserId: ZUserId }),
    z.object({ ...common, operationMark: z.literal('rollback'), changeId: ZChangeId }),
  ]),
  response: ZInquirerChange,
});

/** The enterprise's staff changes: pending review (DS), or decided and withdrawn, newest first. */
export const queryInquirerChanges = defineCall({
  method: 'POST',
  path: '/xingCubic/queryInquirerChanges',
  sealed: true,
  access: 'user',
  request: z.object({ ...ZEnterpriseScope, pending: z.boolean(), pageNo: ZPageNo }),
  response: z.object({ total: z.int(), pageNo: z.int(), pageSize: z.int(), list: z.object({ records: z.array(ZInquirerChange) }) }),
});

/** Approve (ST) or reject (SJ, with a reason) a pending change; never the caller's own. */
export const decideInquirerChange = defineCall({
  method: 'POST',
  path: '/xingCubic/decideInquirerChange',
  sealed: true,
  access: 'user',
  request: z
    .object({
      ...ZEnterpriseScope,
      changeId: ZChangeId,
      applicatUserId: ZUserId,
      decision: z.enum(['ST', 'SJ']),
      reason: z.optional(ZText.check(z.trim(), z.maxLength(100, STAFF_MESSAGES.reason))),
    })
    .check(z.refine((v) => v.decision === 'ST' || (v.reason ?? '').length > 0, { message: STAFF_MESSAGES.reason, path: ['reason'] })),
  response: ZInquirerChange,
});

/** The maker takes back their pending change (YC); what it set at submission is undone. */
export const withdrawInquirerChange = defineCall({
  method: 'POST',
  path: '/xingCubic/withdrawInquirerChange',
  sealed: true,
  access: 'user',
  request: z.object({ ...ZEnterpriseScope, changeId: ZChangeId, applicatUserId: ZUserId }),
  response: ZInquirerChange,
});
