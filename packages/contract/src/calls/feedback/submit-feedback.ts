import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_MAX_IMAGES, TERMINAL_TYPE } from '../../limits.ts';
import { FEEDBACK_MESSAGES } from '../../messages.ts';
import { ZSmsCodeValue, ZSmsPhone } from '../sms/fields.ts';
import { ZFeedbackDetailText, ZFeedbackLinkman, ZFeedbackTitle, ZFeedbackType } from './fields.ts';
import { PICTURE_REFUSALS } from '../../picture-refusals.ts';

/** The multipart part name of every screenshot. */
export const FEEDBACK_FILE_FIELD = 'files';

/**
 * §7 Feedback (§3 Feedback form, §4, §5): form fields plus 0-4 screenshots as a sealed multipart
 * upload. The SMS code was sent to `linkInfo` with type `sms_feedback` (after a slider check) and
 * is spent here. Every screenshot is at most 10 MB and must be a jpg, jpeg, gif, bmp or png by
 * its content. Visitors may send it; a logged-in customer's item carries their user id.
 */
export const submitFeedback = defineCall({
  method: 'POST',
  path: '/feedback/submitFeedback',
  sealed: true,
  upload: { maxFiles: FEEDBACK_MAX_IMAGES, maxFileBytes: FEEDBACK_IMAGE_MAX_BYTES, fileField: FEEDBACK_FILE_FIELD },
  answers: PICTURE_REFUSALS,
  request: z.object({
    feedbackTitle: ZFeedbackTitle,
    feedbackDetail: z._default(ZFeedbackDetailText, ''),
    feedbackType: ZFeedbackType,
    linkman: ZFeedbackLinkman,
    /** The contact's mobile number (§3 linkInfo), which received the code. */
    linkInfo: ZSmsPhone,
    msgCode: ZSmsCodeValue,
    terminalName: z.optional(z.literal(TERMINAL_TYPE)),
    /** The privacy clause was ticked (§5: first of all). */
    consent: z.literal(true, FEEDBACK_MESSAGES.privacyRequired),
  }),
  response: z.object({
    /** The item's reference, quoted when the customer calls about it. */
    id: z.string(),
  }),
});
