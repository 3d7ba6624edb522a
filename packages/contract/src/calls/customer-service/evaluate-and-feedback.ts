import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZSessionNumber, ZSystemToken } from './fields.ts';

/** Reasons a customer may give for an unsatisfying answer (§4 Answer feedback). */
export const ANSWER_DISSATISFIED_REASONS = ['答非所问', '答案不够详细', '答案看不懂', '操作后仍未解决', '其他原因'] as const;

/**
 * §7 evaluateAndFeedback: the customer's verdict on one bot answer. `faqSatisfied` and
 * `faqDissatisfied` lock the answer; `submit` adds the reasons to a dissatisfied one. A second
 * verdict on the same turn is refused (409).
 */
export const evaluateAndFeedback = defineCall({
  method: 'POST',
  path: '/customerService/evaluateAndFeedback',
  sealed: true,
  request: z.object({
    turnId: ZText.check(z.minLength(8), z.maxLength(64)),
    dataResult: z.enum(['faqSatisfied', 'faqDissatisfied', 'submit']),
    question: ZText.check(z.maxLength(500)),
    reasons: z.array(z.enum(ANSWER_DISSATISFIED_REASONS)).check(z.maxLength(ANSWER_DISSATISFIED_REASONS.length)),
    sessionNumber: ZSessionNumber,
    systemToken: ZSystemToken,
  }),
  response: z.object({
    /** The verdict now stored for the turn. */
    feedback: z.enum(['satisfied', 'dissatisfied']),
    /** Offer the switch to a human (after an unsatisfying answer). */
    offerHuman: z.boolean(),
  }),
});
