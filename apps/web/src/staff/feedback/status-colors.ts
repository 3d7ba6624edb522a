import type { FeedbackStatus } from '@portal/contract/calls/feedback/fields';

/** Tag colours of the inbox: what waits stands out, what is done recedes. */
export const STATUS_COLORS: Record<FeedbackStatus, string> = { new: 'orange', in_progress: 'processing', answered: 'success' };
