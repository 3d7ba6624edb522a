/**
 * Which captcha a browser last chose: someone who switched to the audio captcha once gets it
 * straight away on the next form, and no slider picture is fetched for them first.
 */
export type CaptchaKind = 'slider' | 'audio';

const KEY = 'captchaKind';

export function preferredCaptchaKind(): CaptchaKind {
  try {
    return localStorage.getItem(KEY) === 'audio' ? 'audio' : 'slider';
  } catch {
    return 'slider';
  }
}

export function rememberCaptchaKind(kind: CaptchaKind): void {
  try {
    localStorage.setItem(KEY, kind);
  } catch {
    // Storage blocked: the choice holds for this widget only.
  }
}
