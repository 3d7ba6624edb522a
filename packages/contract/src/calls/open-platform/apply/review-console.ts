import * as z from 'zod/mini';
import { defineCall } from '../../../call.ts';
import { ZText } from '../../../validate/field-types.ts';
import { APPLICATION_STATUSES, PRODUCTION_STATUSES, ZApplication, ZApplicationId, ZReviewReason } from './fields.ts';

/**
 * The operators' review of API applications (issue 26 point 2), maker-checker: one operator
 * decides the sandbox stage, a different one the production stage; each stage is decided once.
 * Staff calls: no customer session passes them. Every decision is audited.
 */

export const REVIEW_STAGES = ['sandbox', 'production'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

/** What the console lists by default: orders waiting for either stage's decision. */
export const REVIEW_QUEUES = ['waiting', 'all'] as const;

export const operatorOpenApiApplications = defineCall({
  method: 'POST',
  path: '/operator/openPlatform/applications',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    queue: z.optional(z.enum(REVIEW_QUEUES)),
    status: z.optional(z.enum(APPLICATION_STATUSES)),
    productionStatus: z.optional(z.enum(PRODUCTION_STATUSES)),
    keyword: z.optional(ZText.check(z.trim(), z.maxLength(40))),
    pageNo: z.optional(z.int().check(z.gte(1), z.lte(100_000))),
  }),
  response: z.object({ total: z.int(), pageNo: z.int(), pageSize: z.int(), records: z.array(ZApplication) }),
});

export const ZConsoleApplication = z.extend(ZApplication, {
  /** The caller decided the sandbox stage, so may not decide the production stage. */
  sandboxDecidedByMe: z.boolean(),
});

export const operatorOpenApiApplication = defineCall({
  method: 'POST',
  path: '/operator/openPlatform/application',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZApplicationId }),
  response: z.object({ application: ZConsoleApplication }),
});

export const operatorOpenApiReview = defineCall({
  method: 'POST',
  path: '/operator/openPlatform/review',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    id: ZApplicationId,
    stage: z.enum(REVIEW_STAGES),
    decision: z.enum(['approve', 'reject']),
    /** Required when rejecting (the service refuses an empty one with its own code). */
    reason: z.optional(ZReviewReason),
  }),
  response: z.object({ application: ZConsoleApplication }),
});
