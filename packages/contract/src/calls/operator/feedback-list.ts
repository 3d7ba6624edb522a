import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZFeedbackStatus, ZFeedbackType } from '../feedback/fields.ts';

/** Items of the operator's feedback inbox per page, newest first. */
export const FEEDBACK_INBOX_PAGE_SIZE = 10;

export const ZFeedbackListItem = z.object({
  id: z.string(),
  title: z.string(),
  type: ZFeedbackType,
  linkman: z.string(),
  /** Masked (138****8000); the detail shows it whole. */
  phone: z.string(),
  status: ZFeedbackStatus,
  imageCount: z.int(),
  /** Sent by a logged-in customer rather than a visitor. */
  loggedIn: z.boolean(),
  createdAt: z.string(),
});

/** The operator's feedback inbox (operators only): one page, optionally of one status. */
export const feedbackList = defineCall({
  method: 'POST',
  path: '/staff/ops/feedback/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    status: z.optional(ZFeedbackStatus),
    page: z._default(z.int().check(z.gte(1), z.lte(100_000)), 1),
  }),
  response: z.object({
    total: z.int(),
    /** Counts per status, for the filter's badges. */
    counts: z.object({ new: z.int(), in_progress: z.int(), answered: z.int() }),
    items: z.array(ZFeedbackListItem),
  }),
});
