/**
 * `redirectUrl` is honoured only for the portal's own pages (issue 3): a hash route such as
 * `#/center?tab=security` or `/#/center`. Anything that could leave the portal — another host,
 * a protocol-relative `//`, a backslash, a scheme, control characters — falls back to home.
 */
const OWN_PAGE = /^\/?#\/[A-Za-z0-9/_\-.~%?&=+:@,;!*'()]*$/;
const HOME = '#/';

export function safeRedirect(url: string | undefined): string {
  if (!url) return HOME;
  const value = url.trim();
  if (!OWN_PAGE.test(value) || value.includes('//') || value.length > 2000) return HOME;
  const hash = value.startsWith('/') ? value.slice(1) : value;
  // Back to the login or registration page would only loop.
  if (/^#\/(login|register)(\?|$)/.test(hash)) return HOME;
  return hash;
}
