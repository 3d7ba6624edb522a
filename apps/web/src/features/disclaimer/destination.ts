import { ownRoute } from '@portal/contract/validate/own-route';

export const DISCLAIMER_PATH = '/disclaimerInfo';
const HOME = '/';

/**
 * Where "我已阅读并同意" leads: the guarded page the visitor asked for, when it is one of the
 * portal's own routes (never another site, never this screen again), otherwise home.
 */
export function destinationAfterAgreement(redirectUrl: string | null): string {
  const route = ownRoute(redirectUrl);
  if (!route || route === DISCLAIMER_PATH || route.startsWith(`${DISCLAIMER_PATH}?`)) return HOME;
  return route;
}
