import { ownRoute } from '@portal/contract/validate/own-route';

const HOME = '#/';

/**
 * Where to send the browser after login: the caller's `redirectUrl` when it names one of the
 * portal's own routes (the shared `ownRoute` rule), as a hash; anything else goes home. Back to
 * the login or registration page would only loop, so those go home too.
 */
export function safeRedirect(url: string | undefined): string {
  const route = ownRoute(url);
  if (!route || /^\/(login|register)(\?|$)/.test(route)) return HOME;
  return `#${route}`;
}
