import { CAPTCHA_CLIENT_ID_KEYS, CAPTCHA_CLIENT_ID_PREFIXES } from '@portal/contract/limits';

/**
 * The captcha client id (§3): made once per browser and kept in local storage under `slider`
 * with the `slider-` prefix, as blockPuzzle clients do. crypto.randomUUID needs a secure
 * context; getRandomValues works on plain-http deployments too.
 */
export function captchaClientId(kind: keyof typeof CAPTCHA_CLIENT_ID_KEYS = 'slider'): string {
  const key = CAPTCHA_CLIENT_ID_KEYS[kind];
  try {
    const stored = localStorage.getItem(key);
    if (stored) return stored;
  } catch {
    // Storage blocked: a fresh id per page still works, only the limits count it anew.
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const id = CAPTCHA_CLIENT_ID_PREFIXES[kind] + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    localStorage.setItem(key, id);
  } catch {
    // see above
  }
  return id;
}
