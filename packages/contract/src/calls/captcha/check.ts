import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { captchaReply, ZCaptchaToken, ZCaptchaTs, ZCaptchaType, ZClientUid, ZPointJson } from './fields.ts';

/**
 * blockPuzzle check: plain JSON protocol like the challenge (see get.ts). On `0000` the client
 * builds `captchaVerification` (packages/contract/src/captcha/point.ts) for the follow-up call.
 * An `audioDigits` check is the same call with the digits heard as `pointJson`
 * (captcha/audio-answer.ts), and its `captchaVerification` is built the same way.
 */
export const CAPTCHA_CHECK_PATHS = ['/auth/captcha/slider/check', '/auth/captcha/check'] as const;

export const checkSliderCaptcha = defineCall({
  method: 'POST',
  path: CAPTCHA_CHECK_PATHS[0],
  sealed: false,
  request: z.object({
    captchaType: ZCaptchaType,
    pointJson: ZPointJson,
    token: ZCaptchaToken,
    clientUid: ZClientUid,
    ts: ZCaptchaTs,
  }),
  response: captchaReply(z.object({ captchaType: z.string(), token: z.string(), result: z.boolean() })),
});
