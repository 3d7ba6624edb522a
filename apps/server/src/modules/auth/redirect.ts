/**
 * `redirectUrl` is honoured only for the portal's own pages (issue 3): a route such as
 * `/center?tab=security`, or the same as a hash (`#/center`, `/#/center`). Anything that could
 * leave the portal — another host, a protocol-relative `//`, a backslash, a scheme, control or
 * space characters — falls back to home.
 */
const OWN_ROUTE = /^\/[A-Za-z0-9/_\-.~%?&=+:@,;!*'()]*$/;
const HOME = '#/';

export function safeRedirect(url: string | undefined): string {
  if (!url || url.length > 2000) return HOME;
  const route = url.trim().replace(/^\/?#/, '');
  if (!OWN_ROUTE.test(route) || route.startsWith('//') || route.includes('/..')) return HOME;
  // Back to the login or registration page would only loop.
  if (/^\/(login|register)(\?|$)/.test(route)) return HOME;
  return `#${route}`;
}
