import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_DETAIL_MAX, FEEDBACK_TITLE_MAX } from '../../limits.ts';
import { FEEDBACK_MESSAGES } from '../../messages.ts';

/** §5 type choices: 0 content error, 1 inquiry, 2 optimisation suggestion (labels in FEEDBACK_MESSAGES.types). */
export const FEEDBACK_TYPES = [0, 1, 2] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const ZFeedbackType = z.literal(FEEDBACK_TYPES, FEEDBACK_MESSAGES.typeRequired);

/** Where an operator is with an item of the inbox. */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'answered'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const ZFeedbackStatus = z.enum(FEEDBACK_STATUSES);

/** Text of the form, trimmed; the same limits as the counters of §5. */
export const ZFeedbackTitle = ZText.check(
  z.trim(),
  z.minLength(1, FEEDBACK_MESSAGES.titleRequired),
  z.maxLength(FEEDBACK_TITLE_MAX, FEEDBACK_MESSAGES.titleTooLong),
);
export const ZFeedbackDetailText = ZMultilineText.check(z.trim(), z.maxLength(FEEDBACK_DETAIL_MAX, FEEDBACK_MESSAGES.detailTooLong));
export const ZFeedbackLinkman = ZText.check(
  z.trim(),
  z.minLength(1, FEEDBACK_MESSAGES.linkmanRequired),
  z.maxLength(FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGES.linkmanTooLong),
);

/** The operator's answer or working note. */
export const FEEDBACK_REPLY_MAX = 500;
