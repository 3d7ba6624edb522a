import type { LoginMethod } from '@portal/contract/calls/analytics/track';
import type { SessionUser } from '@portal/contract/calls/session/session-user';
import { trackLogin } from '../../api/track.ts';
import { clearPasswordUpdated } from '../../session/login-check.ts';
import { sessionStore } from '../../session/session-store.ts';

/**
 * After any successful login: the tab keeps its token and loads the page it was headed for
 * afresh, so the login check of §4 runs there and shows the after-login notices (password age,
 * certificate expiry) on the page the user will read them on.
 */
export function finishLogin(reply: { token: string; userInfo: SessionUser; redirectUrl: string }, method: LoginMethod): void {
  // §7 Other: a login is an analytics event (kept over the reload below and sent by the next page).
  trackLogin(method);
  sessionStore.loggedIn(reply.userInfo, reply.token);
  clearPasswordUpdated();
  window.location.hash = reply.redirectUrl.replace(/^#/, '') || '/';
  window.location.reload();
}

/** The `redirectUrl` of the login address, passed on to the server, which decides whether to honour it. */
export function requestedRedirect(search: string): string | undefined {
  return new URLSearchParams(search).get('redirectUrl') ?? undefined;
}
