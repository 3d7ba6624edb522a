import * as z from 'zod/mini';
import { CAPTCHA_AUDIO_TYPE, CAPTCHA_TYPE } from '../../limits.ts';
import { ZText } from '../../validate/field-types.ts';

/**
 * Request fields shared by the blockPuzzle captcha calls, strict where a bound protects the
 * server (lengths). A refused field is answered in the protocol's own codes (0011, 0016).
 */
/** The slider (`blockPuzzle`) or its audio alternative (`audioDigits`, issue 38 point 4). */
export const ZCaptchaType = z.enum([CAPTCHA_TYPE, CAPTCHA_AUDIO_TYPE]);
/** `slider-` plus a random id, kept in local storage (§3); any client id the protocol allows. */
export const ZClientUid = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w.-]+$/));
/** Client epoch milliseconds. */
export const ZCaptchaTs = z.number().check(z.int(), z.nonnegative());
export const ZCaptchaToken = ZText.check(z.minLength(1), z.maxLength(64));
/**
 * Base64 of the AES-encrypted point, or the point's JSON when the challenge has no key. An
 * `audioDigits` check sends the digits heard in its place, the same way (captcha/audio-answer.ts).
 */
export const ZPointJson = ZText.check(z.minLength(1), z.maxLength(256));

/** The raw protocol reply: no envelope, `repCode` `0000` on success. */
export function captchaReply<D extends z.ZodMiniType>(repData: D) {
  return z.object({
    repCode: z.string(),
    repMsg: z.nullable(z.string()),
    repData: z.nullable(repData),
    success: z.boolean(),
  });
}
