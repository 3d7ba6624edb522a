import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { EVALUATION_MAX_OPTIONS, EVALUATION_SUGGESTION_MAX } from '../../limits.ts';
import { EVALUATION_MESSAGES } from '../../messages.ts';
import { ZChatUuid } from './fields.ts';

/**
 * §7 submitEvaluate: the rating of an ended human conversation. Within 5 minutes of the end
 * (else code 100606), once; 2 stars or fewer needs a reason; at most 5 reasons.
 */
export const submitEvaluate = defineCall({
  method: 'POST',
  path: '/customerService/submitEvaluate',
  sealed: true,
  request: z.object({
    uuid: ZChatUuid,
    point: z.int().check(z.minimum(1, EVALUATION_MESSAGES.pickStars), z.maximum(10)),
    uri: z.array(ZText.check(z.maxLength(64))).check(z.maxLength(EVALUATION_MAX_OPTIONS, EVALUATION_MESSAGES.maxOptions)),
    feedBackMsg: ZMultilineText.check(z.maxLength(EVALUATION_SUGGESTION_MAX, `意见和建议不能超过${EVALUATION_SUGGESTION_MAX}个字`)),
  }),
  response: z.object({ evaluated: z.boolean() }),
});
