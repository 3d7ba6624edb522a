import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChatText, ZSessionNumber, ZSystemToken } from './fields.ts';

/**
 * How the assistant answered (§3 Chat message `sourceType`): 0 a direct answer, 1 related
 * questions to choose from (`confirmQuestions`), 2 associated suggestions while typing
 * (`suggestQuestion`), 3 not understood.
 */
export const BOT_SOURCE_TYPES = { answer: 0, related: 1, associate: 2, notUnderstood: 3 } as const;

/**
 * §7 askQuestion: the assistant (bot mode) answers `dataResult` from the knowledge base. With
 * `associate` the text is what the customer is still typing and only suggestions come back
 * (sourceType 2); nothing is logged then.
 */
export const askQuestion = defineCall({
  method: 'POST',
  path: '/customerService/askQuestion',
  sealed: true,
  request: z.object({
    dataResult: ZChatText,
    sessionNumber: ZSessionNumber,
    systemToken: ZSystemToken,
    associate: z.optional(z.boolean()),
  }),
  response: z.object({
    /** The logged turn, for answer feedback; null for associate requests. */
    turnId: z.nullable(z.string()),
    sourceType: z.int(),
    /** The answer text of sourceType 0 (plain text, line breaks kept); '' otherwise. */
    suggestAnswer: z.string(),
    /** The question the answer belongs to, as the knowledge base words it. */
    matchedQuestion: z.nullable(z.string()),
    confirmQuestions: z.array(z.object({ question: z.string() })),
    suggestQuestion: z.array(z.string()),
    /** Answer feedback (satisfied / dissatisfied) is offered on this reply. */
    showFeedback: z.boolean(),
    /** The customer asked for a human agent in words (人工, 转人工 …): open the confirm pop. */
    wantsHuman: z.boolean(),
  }),
});
