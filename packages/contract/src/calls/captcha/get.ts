import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { captchaReply, ZCaptchaTs, ZCaptchaType, ZClientUid } from './fields.ts';

/**
 * blockPuzzle challenge (§3, §7 Captcha and SMS). Served as the captcha host's plain JSON
 * protocol, not through the envelope (docs/decisions.md): the server registers it as a plain
 * route that validates with these schemas. `/auth/captcha/get` and the workspace
 * `/auth/captcha` are aliases of the same call.
 */
export const CAPTCHA_GET_PATHS = ['/auth/captcha/slider/get', '/auth/captcha/get', '/auth/captcha'] as const;

export const ZCaptchaChallenge = z.object({
  /** PNG, 310x155, with the darkened hole. */
  originalImageBase64: z.string(),
  /** PNG strip as tall as the background, the 50x50 piece at its height: place it at top 0. */
  jigsawImageBase64: z.string(),
  /** 16 characters keying `pointJson`; absent when the server sends plain points. */
  secretKey: z.optional(z.nullable(z.string())),
  token: z.string(),
});

/**
 * The `audioDigits` challenge (issue 38 point 4): the same call with the other `captchaType`.
 * The digits themselves never travel; the check sends what the user heard (check.ts).
 */
export const ZAudioCaptchaChallenge = z.object({
  /** A WAV file (mono, 16-bit PCM) speaking the digits in Mandarin, Base64. */
  audioBase64: z.string(),
  /** How many digits it speaks, so the user knows when one was missed. */
  digitCount: z.number(),
  secretKey: z.optional(z.nullable(z.string())),
  token: z.string(),
});

export const getSliderCaptcha = defineCall({
  method: 'POST',
  path: CAPTCHA_GET_PATHS[0],
  sealed: false,
  request: z.object({ captchaType: ZCaptchaType, clientUid: ZClientUid, ts: ZCaptchaTs }),
  response: captchaReply(ZCaptchaChallenge),
});

/** The audio challenge: the same path and request as the slider's, another reply. */
export const getAudioCaptcha = defineCall({
  method: 'POST',
  path: CAPTCHA_GET_PATHS[0],
  sealed: false,
  request: getSliderCaptcha.request,
  response: captchaReply(ZAudioCaptchaChallenge),
});
