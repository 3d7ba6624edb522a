import { CAPTCHA_FIXED_Y } from '../limits.ts';
import { aesEcbEncryptToBase64 } from './aes-128-ecb.ts';

/**
 * The blockPuzzle client's side of the protocol: the point it sends and the verification value
 * it hands to the follow-up call. With a secret key both are AES-encrypted; without one
 * (servers that switch encryption off) they travel as plain text.
 */

/** The point as the protocol serialises it: `{"x":…,"y":5}` (JSON of `{x, y: 5.0}`). */
export function pointText(x: number): string {
  return JSON.stringify({ x, y: CAPTCHA_FIXED_Y });
}

export function encodePointJson(x: number, secretKey: string | null | undefined): string {
  const text = pointText(x);
  return secretKey ? aesEcbEncryptToBase64(text, secretKey) : text;
}

/** `captchaVerification`: the token and the plain point joined by `---`, encrypted like the point. */
export function captchaVerificationOf(token: string, pointPlain: string, secretKey: string | null | undefined): string {
  const text = `${token}---${pointPlain}`;
  return secretKey ? aesEcbEncryptToBase64(text, secretKey) : text;
}
