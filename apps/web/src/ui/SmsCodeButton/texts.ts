import { FEEDBACK_MESSAGES } from '@portal/contract/messages';

/** Labels of the send-code button (§4 Feedback form: idle, sending, countdown). */
export const SMS_BUTTON_TEXTS = {
  idle: FEEDBACK_MESSAGES.getCode,
  sending: FEEDBACK_MESSAGES.sendingCode,
  countdown: FEEDBACK_MESSAGES.resendIn,
  again: '重新获取',
} as const;
