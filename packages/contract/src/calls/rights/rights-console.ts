import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { RIGHT_MESSAGES as M, ZDay, ZRight, ZRightId, ZRightQuantity, ZRightType, ZRightUsage } from './fields.ts';

/** Operators' console for rights (issue 25 point 3): grant, revoke, record a use. Every change is audited. */

const ZNote = z.optional(ZMultilineText.check(z.maxLength(200, M.note)));
const ZEnterpriseId = ZText.check(z.minLength(1, M.enterprise), z.maxLength(64, M.enterprise));

export const operatorRightsList = defineCall({
  method: 'POST',
  path: '/operator/rights/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ enterpriseId: z.optional(ZText.check(z.maxLength(64))) }),
  response: z.object({
    enterprises: z.array(z.object({ id: z.string(), name: z.string() })),
    rights: z.array(z.extend(ZRight, { enterpriseName: z.string(), grantedBy: z.string() })),
  }),
});

export const ZRightGrant = z.object({
  enterpriseId: ZEnterpriseId,
  rightType: ZRightType,
  title: ZText.check(z.trim(), z.minLength(1, M.title), z.maxLength(40, M.title)),
  quantity: ZRightQuantity,
  validFrom: ZDay,
  validTo: ZDay,
  note: ZNote,
});
export type RightGrantInput = z.input<typeof ZRightGrant>;

export const operatorRightGrant = defineCall({
  method: 'POST',
  path: '/operator/rights/grant',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: ZRightGrant,
  response: z.object({ right: ZRight }),
});

export const operatorRightRevoke = defineCall({
  method: 'POST',
  path: '/operator/rights/revoke',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZRightId }),
  response: z.object({ right: ZRight }),
});

/** A use the portal cannot see (a fee waived at the counter): recorded by an operator. */
export const operatorRightUse = defineCall({
  method: 'POST',
  path: '/operator/rights/use',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZRightId, quantity: z.int(M.usage).check(z.gte(1, M.usage), z.lte(100_000, M.usage)), note: ZNote }),
  response: z.object({ right: ZRight, usage: ZRightUsage }),
});

export const operatorRightUsages = defineCall({
  method: 'POST',
  path: '/operator/rights/usages',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZRightId }),
  response: z.object({ records: z.array(z.extend(ZRightUsage, { recordedBy: z.string() })) }),
});
