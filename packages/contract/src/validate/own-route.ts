/**
 * A `redirectUrl` is honoured only when it names one of the portal's own routes (issue 3): a
 * route such as `/center?tab=security`, or the same as a hash (`#/center`, `/#/center`).
 * Anything that could leave the portal — another host, a protocol-relative `//`, a backslash,
 * a scheme, control or space characters, a `/..` — is refused.
 */
const OWN_ROUTE = /^\/[A-Za-z0-9/_\-.~%?&=+:@,;!*'()]*$/;
const MAX_LENGTH = 2000;

/** The route (`/path?query`, without `#`) a redirect names, or null when it is not the portal's own. */
export function ownRoute(url: string | null | undefined): string | null {
  if (!url || url.length > MAX_LENGTH) return null;
  const route = url.trim().replace(/^\/?#/, '');
  if (!OWN_ROUTE.test(route) || route.startsWith('//') || route.includes('/..')) return null;
  return route;
}
