import { ownRoute } from '@portal/contract/validate/own-route';
import type { LoginPageView } from '@portal/contract/calls/login-pages/fields';

export interface Candidate extends LoginPageView {
  redirectPrefix: string;
}

/** What the login screen falls back to when no configuration is stored (a fresh or emptied table). */
export const BUILT_IN_LOGIN_PAGE: LoginPageView = {
  code: 'default',
  title: '鼎信银行企业金融门户',
  subtitle: '一站式对公金融服务，安全、便捷、可信赖',
  backgroundUrl: null,
  showCustomer: true,
};

/** Whether a route is under a prefix as a path: `/yqzl` covers `/yqzl/apiApply` but not `/yqzlmh`. */
function under(route: string, prefix: string): boolean {
  if (!route.startsWith(prefix)) return false;
  const next = route.charAt(prefix.length);
  return next === '' || next === '/' || next === '?' || prefix.endsWith('/');
}

/**
 * The login page for a return address: the enabled page with the longest prefix the address's
 * route falls under; the default page (empty prefix) otherwise. Addresses that are not the
 * portal's own routes get the default page, as login would send them home anyway.
 */
export function chooseLoginPage(pages: readonly Candidate[], redirectUrl: string | undefined): LoginPageView {
  const route = ownRoute(redirectUrl) ?? '';
  let best: Candidate | undefined;
  for (const page of pages) {
    const matches = page.redirectPrefix === '' || (route !== '' && under(route, page.redirectPrefix));
    if (matches && (!best || page.redirectPrefix.length > best.redirectPrefix.length)) best = page;
  }
  if (!best) return BUILT_IN_LOGIN_PAGE;
  const { redirectPrefix: _prefix, ...view } = best;
  return view;
}
