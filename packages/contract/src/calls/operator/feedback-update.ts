import * as z from 'zod/mini';
import { ZMultilineText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { FEEDBACK_REPLY_MAX, ZFeedbackStatus } from '../feedback/fields.ts';
import { ZFeedbackItem, ZFeedbackId } from './feedback-detail.ts';

/** Sets an item's status and the operator's reply (operators only); returns the item as it now is. */
export const feedbackUpdate = defineCall({
  method: 'POST',
  path: '/staff/ops/feedback/update',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    id: ZFeedbackId,
    status: ZFeedbackStatus,
    reply: z._default(ZMultilineText.check(z.trim(), z.maxLength(FEEDBACK_REPLY_MAX, `答复不能超过${FEEDBACK_REPLY_MAX}个字`)), ''),
  }),
  response: ZFeedbackItem,
});
