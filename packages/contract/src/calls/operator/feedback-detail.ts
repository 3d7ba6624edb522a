import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { API_PREFIX } from '../../envelope/protocol.ts';
import { ZFeedbackStatus, ZFeedbackType } from '../feedback/fields.ts';

export const ZFeedbackId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[0-9A-Za-z-]+$/));

/**
 * A screenshot of an item is served as its bytes (not sealed) by a staff-only GET at
 * `feedbackImageUrl(id)` with the type found by the server's content check.
 */
export const FEEDBACK_IMAGE_PATH = '/staff/ops/feedback/image';
export const feedbackImageUrl = (imageId: string) => `${API_PREFIX}${FEEDBACK_IMAGE_PATH}/${encodeURIComponent(imageId)}`;

export const ZFeedbackItem = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  type: ZFeedbackType,
  linkman: z.string(),
  phone: z.string(),
  status: ZFeedbackStatus,
  reply: z.nullable(z.string()),
  /** The customer's login name when sent while logged in. */
  userLoginName: z.nullable(z.string()),
  ip: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Display name of the operator who last changed it. */
  handledBy: z.nullable(z.string()),
  images: z.array(z.object({ id: z.string(), mime: z.string(), width: z.int(), height: z.int(), size: z.int() })),
});
export type FeedbackItem = z.infer<typeof ZFeedbackItem>;

/** One item of the inbox with everything the customer sent (operators only). */
export const feedbackDetail = defineCall({
  method: 'POST',
  path: '/staff/ops/feedback/detail',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZFeedbackId }),
  response: ZFeedbackItem,
});
