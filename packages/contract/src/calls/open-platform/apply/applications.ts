import * as z from 'zod/mini';
import { defineCall } from '../../../call.ts';
import { ZMultilineText, ZText } from '../../../validate/field-types.ts';
import { APPLICATION_STATUSES, APPLY_MESSAGES as M, PURPOSE_MAX, PURPOSE_MIN, ZApplication, ZApplicationId, ZMemberCustomerId, ZOptionalDay } from './fields.ts';

/**
 * Applying for direct-connection APIs (issue 26 point 2, `/yqzl/apiApply`, `/yqzl/statusSet`,
 * `/yqzl/orderQuery`). Every seat of the enterprise reads its orders; only its director applies,
 * withdraws and asks for production. Another enterprise's order is "not found".
 */

/** What the apply screen needs: who may apply, and which APIs are already granted or pending. */
export const openApiApplyOptions = defineCall({
  method: 'POST',
  path: '/yqzl/application/options',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId }),
  response: z.object({
    memberCustomerId: z.string(),
    memberCustomerName: z.string(),
    isDirector: z.boolean(),
    granted: z.array(z.string()),
    pending: z.array(z.string()),
  }),
});

export const openApiApply = defineCall({
  method: 'POST',
  path: '/yqzl/application/submit',
  sealed: true,
  access: 'user',
  request: z.object({
    memberCustomerId: ZMemberCustomerId,
    // Checked by the service with their own codes (none chosen, unknown code): bounded here only.
    apiCodes: z.array(ZText.check(z.maxLength(64))).check(z.maxLength(50)),
    purpose: ZMultilineText.check(z.trim(), z.minLength(PURPOSE_MIN, M.purpose), z.maxLength(PURPOSE_MAX, M.purpose)),
    agreementAccepted: z.boolean(),
    agreementVersion: ZText.check(z.maxLength(40)),
  }),
  response: z.object({ application: ZApplication }),
});

export const openApiApplicationList = defineCall({
  method: 'POST',
  path: '/yqzl/application/list',
  sealed: true,
  access: 'user',
  request: z.object({
    memberCustomerId: ZMemberCustomerId,
    orderNo: z.optional(ZText.check(z.trim(), z.maxLength(16, M.orderNo))),
    status: z.optional(z.enum(APPLICATION_STATUSES)),
    apiCode: z.optional(ZText.check(z.maxLength(64))),
    dateFrom: ZOptionalDay,
    dateTo: ZOptionalDay,
    pageNo: z.optional(z.int().check(z.gte(1), z.lte(100_000))),
    pageSize: z.optional(z.int().check(z.gte(1), z.lte(50))),
  }),
  response: z.object({
    memberCustomerId: z.string(),
    memberCustomerName: z.string(),
    isDirector: z.boolean(),
    total: z.int(),
    pageNo: z.int(),
    pageSize: z.int(),
    records: z.array(ZApplication),
  }),
});

const ZOrderInput = z.object({ memberCustomerId: ZMemberCustomerId, id: ZApplicationId });

export const openApiApplicationDetail = defineCall({
  method: 'POST',
  path: '/yqzl/application/detail',
  sealed: true,
  access: 'user',
  request: ZOrderInput,
  response: z.object({ application: ZApplication }),
});

export const openApiApplicationWithdraw = defineCall({
  method: 'POST',
  path: '/yqzl/application/withdraw',
  sealed: true,
  access: 'user',
  request: ZOrderInput,
  response: z.object({ application: ZApplication }),
});

/** The director asks for production keys of an order approved for the sandbox (a second review). */
export const openApiProductionRequest = defineCall({
  method: 'POST',
  path: '/yqzl/application/production/request',
  sealed: true,
  access: 'user',
  request: ZOrderInput,
  response: z.object({ application: ZApplication }),
});
