import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';

/**
 * Request fields shared by the blockPuzzle captcha calls. Kept loose where the protocol is
 * loose (any `captchaType` string reaches the service, which answers in the protocol's own
 * codes), strict where a bound protects the server (lengths).
 */
export const ZCaptchaType = ZText.check(z.maxLength(32));
/** `slider-` plus a random id, kept in local storage (§3); any client id the protocol allows. */
export const ZClientUid = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w.-]+$/));
/** Client epoch milliseconds. */
export const ZCaptchaTs = z.number().check(z.int(), z.nonnegative());
export const ZCaptchaToken = ZText.check(z.minLength(1), z.maxLength(64));
/** Base64 of the AES-encrypted point, or the point's JSON when the challenge has no key. */
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
