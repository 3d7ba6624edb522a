import * as z from 'zod/mini';
import { ZDay, ZMultilineText, ZText } from '../../../validate/field-types.ts';

/**
 * Shared fields of applying for direct-connection APIs (issue 26 point 2): the order's states as
 * the base table defines them, their Chinese names, the messages forms and server show alike.
 */
export const APPLICATION_STATUSES = ['submitted', 'approved', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = {
  submitted: '待审核',
  approved: '已通过',
  rejected: '已拒绝',
  withdrawn: '已撤回',
};

export const PRODUCTION_STATUSES = ['none', 'requested', 'approved', 'rejected'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];
export const PRODUCTION_STATUS_NAMES: Record<ProductionStatus, string> = {
  none: '未申请',
  requested: '生产审核中',
  approved: '生产已开通',
  rejected: '生产已拒绝',
};

export const APPLY_MESSAGES = {
  purpose: '请填写5至200个字的申请用途',
  reason: '拒绝原因不能超过200个字',
  orderNo: '订单号为YQ加14位数字',
  id: '未找到该申请订单',
  userId: '请选择用户',
} as const;

/** Purpose of an application: what the enterprise will build with the APIs. */
export const PURPOSE_MIN = 5;
export const PURPOSE_MAX = 200;

/** An order number: `YQ` + yyyymmdd + a six-digit sequence of that Beijing day. */
export const ORDER_NO_PATTERN = /^YQ\d{14}$/;

export const ZApplicationId = ZText.check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, APPLY_MESSAGES.id));
export const ZMemberCustomerId = z.optional(ZText.check(z.maxLength(64)));
export const ZReviewReason = ZMultilineText.check(z.trim(), z.maxLength(200, APPLY_MESSAGES.reason));
export const ZOptionalDay = z.optional(ZDay());

/** One step of an order's history, oldest first (`/yqzl/statusSet` timeline). */
export const ZTimelineStep = z.object({
  kind: z.enum(['submitted', 'approved', 'rejected', 'withdrawn', 'production_requested', 'production_approved', 'production_rejected']),
  at: z.string(),
  /** Who acted: the applicant's login name, or the reviewing operator's name. */
  by: z.string(),
  reason: z.string(),
});
export type TimelineStep = z.infer<typeof ZTimelineStep>;

export const TIMELINE_NAMES: Record<TimelineStep['kind'], string> = {
  submitted: '提交申请',
  approved: '沙箱审核通过',
  rejected: '沙箱审核拒绝',
  withdrawn: '企业撤回申请',
  production_requested: '申请生产环境',
  production_approved: '生产审核通过',
  production_rejected: '生产审核拒绝',
};

/** An order as both the enterprise and the console see it. */
export const ZApplication = z.object({
  id: z.string(),
  orderNo: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  applicant: z.string(),
  apiCodes: z.array(z.string()),
  purpose: z.string(),
  agreementVersion: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  productionStatus: z.enum(PRODUCTION_STATUSES),
  rejectReason: z.string(),
  productionRejectReason: z.string(),
  createdAt: z.string(),
  timeline: z.array(ZTimelineStep),
});
export type ApplicationView = z.infer<typeof ZApplication>;
