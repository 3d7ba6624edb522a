import { CAPTCHA_AUDIO_MAX_DIGITS, CAPTCHA_AUDIO_MIN_DIGITS } from '../limits.ts';
import { aesEcbEncryptToBase64 } from './aes-128-ecb.ts';

/**
 * The client's side of an `audioDigits` check: the digits heard travel as `pointJson`, encrypted
 * like the slider's point, and `captchaVerification` is `token---<digits>` under the same key
 * (captchaVerificationOf in point.ts), so the follow-up calls need no change.
 */

/** What a person types, as the digits sent: full-width digits and spaces or dashes allowed. */
export function normaliseAudioDigits(typed: string): string {
  return typed.replace(/[\uff10-\uff19]/g, (d) => String(d.charCodeAt(0) - 0xff10)).replace(/[\s\-－]/g, '');
}

/** Whether normalised digits could be an answer at all (the server decides whether they are right). */
export function isAudioAnswerShape(digits: string): boolean {
  return new RegExp(`^\\d{${CAPTCHA_AUDIO_MIN_DIGITS},${CAPTCHA_AUDIO_MAX_DIGITS}}$`).test(digits);
}

export function encodeAudioAnswer(digits: string, secretKey: string | null | undefined): string {
  return secretKey ? aesEcbEncryptToBase64(digits, secretKey) : digits;
}
