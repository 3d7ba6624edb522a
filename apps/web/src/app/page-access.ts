import type { PageInfo } from '@portal/contract/page-config';

/** What the page-access rules of §4 need to know about the visitor. */
export interface Visitor {
  loggedIn: boolean;
  /** Whether this session already accepted the page's disclaimer. */
  acceptedDisclaimer: boolean;
}

/** Session-storage key that remembers an accepted disclaimer for the rest of the session. */
export const disclaimerKey = (pageCode: string) => `disclaimerAccepted:${pageCode}`;

/**
 * §4 Page access: a page with enableGrant first shows its disclaimer once per session; a page
 * with enableAccess 'Y' needs a logged-in user and sends visitors to login with a way back.
 * Returns where to go instead, or null to show the page.
 */
export function pageAccessRedirect(info: PageInfo, visitor: Visitor, currentUrl: string): string | null {
  const back = encodeURIComponent(currentUrl);
  if (info.enableGrant && !visitor.acceptedDisclaimer) {
    const id = info.disclaimersID ? `&disclaimersID=${encodeURIComponent(info.disclaimersID)}` : '';
    return `/disclaimerInfo?pageCode=${encodeURIComponent(info.pageCode)}${id}&redirectUrl=${back}`;
  }
  if (info.enableAccess === 'Y' && !visitor.loggedIn) return `/login?redirectUrl=${back}`;
  return null;
}
