import type { Rule } from 'antd/es/form';
import type { CallRequest } from '@portal/contract/call';
import type { FeedbackType } from '@portal/contract/calls/feedback/fields';
import type { submitFeedback } from '@portal/contract/calls/feedback/submit-feedback';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_DETAIL_MAX, FEEDBACK_TITLE_MAX, TERMINAL_TYPE } from '@portal/contract/limits';
import { FEEDBACK_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract/messages';
import { isMobilePhone } from '@portal/contract/validate/phone';

/** The form's values; the field names are the call's (§3 Feedback form), so server errors land in place. */
export interface FeedbackValues {
  feedbackType?: FeedbackType;
  feedbackTitle?: string;
  feedbackDetail?: string;
  linkman?: string;
  linkInfo?: string;
  msgCode?: string;
  consent?: boolean;
}

/** Fields a server error may name. */
export const FEEDBACK_FIELDS = ['feedbackType', 'feedbackTitle', 'feedbackDetail', 'linkman', 'linkInfo', 'msgCode', 'consent'] as const;

/** What the call sends for validated values. */
export function toSubmitInput(values: FeedbackValues): CallRequest<typeof submitFeedback> {
  return {
    feedbackType: values.feedbackType!,
    feedbackTitle: (values.feedbackTitle ?? '').trim(),
    feedbackDetail: (values.feedbackDetail ?? '').trim(),
    linkman: (values.linkman ?? '').trim(),
    linkInfo: values.linkInfo ?? '',
    msgCode: values.msgCode ?? '',
    terminalName: TERMINAL_TYPE,
    consent: true,
  };
}

/** The picture a server error is about (`files.<i>`), or null. */
export function imageIndexOf(field: string | undefined): number | null {
  const m = field?.match(/^files\.(\d+)$/);
  return m ? Number(m[1]) : null;
}

const trimmedRequired = (message: string): Rule => ({ required: true, whitespace: true, message });

/** The rules of §5, the same limits as the call's schema. */
export const FEEDBACK_RULES = {
  feedbackType: [{ required: true, message: FEEDBACK_MESSAGES.typeRequired }],
  feedbackTitle: [trimmedRequired(FEEDBACK_MESSAGES.titleRequired), { max: FEEDBACK_TITLE_MAX, message: FEEDBACK_MESSAGES.titleTooLong }],
  feedbackDetail: [{ max: FEEDBACK_DETAIL_MAX, message: FEEDBACK_MESSAGES.detailTooLong }],
  linkman: [trimmedRequired(FEEDBACK_MESSAGES.linkmanRequired), { max: FEEDBACK_CONTACT_MAX, message: FEEDBACK_MESSAGES.linkmanTooLong }],
  linkInfo: [
    { required: true, message: FEEDBACK_MESSAGES.phoneRequired },
    {
      validator: (_r: unknown, value: string | undefined) =>
        !value || isMobilePhone(value) ? Promise.resolve() : Promise.reject(new Error(FEEDBACK_MESSAGES.phoneInvalid)),
    },
  ],
  msgCode: [
    { required: true, message: FEEDBACK_MESSAGES.codeRequired },
    { pattern: /^\d{6}$/, message: VALIDATION_MESSAGES.smsCode },
  ],
} satisfies Record<string, Rule[]>;
