import * as z from 'zod/mini';
import { defineCall } from '../../../call.ts';
import { ZText } from '../../../validate/field-types.ts';
import { APPLY_MESSAGES as M, ZMemberCustomerId } from './fields.ts';

/**
 * The enterprise's API administrators (issue 26 point 2, `/yqzl/adminAuth`): every seat sees who
 * they are; only the director names or removes them, from users who already have a seat in the
 * enterprise. Every change is recorded.
 */

export const SEAT_ROLE_NAMES: Record<string, string> = { director: '主管', approver: '复核员', inquirer: '查询员' };

const ZPerson = z.object({ userId: z.string(), userAccount: z.string(), userName: z.string(), role: z.string() });

export const openApiAdminList = defineCall({
  method: 'POST',
  path: '/yqzl/admin/list',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId }),
  response: z.object({
    memberCustomerId: z.string(),
    memberCustomerName: z.string(),
    isDirector: z.boolean(),
    admins: z.array(z.extend(ZPerson, { grantedBy: z.string(), grantedAt: z.string() })),
    /** Seats the director may name (empty for anyone else). */
    candidates: z.array(ZPerson),
    changes: z.array(z.object({ action: z.enum(['grant', 'revoke']), userAccount: z.string(), userName: z.string(), by: z.string(), at: z.string() })),
  }),
});

const ZAdminChange = z.object({ memberCustomerId: ZMemberCustomerId, userId: ZText.check(z.minLength(1, M.userId), z.maxLength(64, M.userId)) });

export const openApiAdminGrant = defineCall({
  method: 'POST',
  path: '/yqzl/admin/grant',
  sealed: true,
  access: 'user',
  request: ZAdminChange,
  response: z.object({ ok: z.boolean() }),
});

export const openApiAdminRevoke = defineCall({
  method: 'POST',
  path: '/yqzl/admin/revoke',
  sealed: true,
  access: 'user',
  request: ZAdminChange,
  response: z.object({ ok: z.boolean() }),
});
