import type { SessionUser } from '@portal/contract/calls/session/session-user';
import { showAfterLoginNotices } from '../../session/login-check.ts';
import { sessionStore } from '../../session/session-store.ts';

/** After any successful login: the tab knows its user, goes where it was headed, then the notices. */
export function finishLogin(reply: { token: string; userInfo: SessionUser; redirectUrl: string }): void {
  sessionStore.loggedIn(reply.userInfo, reply.token);
  window.location.hash = reply.redirectUrl.replace(/^#/, '') || '/';
  showAfterLoginNotices();
}

/** The `redirectUrl` of the login address, passed on to the server, which decides whether to honour it. */
export function requestedRedirect(search: string): string | undefined {
  return new URLSearchParams(search).get('redirectUrl') ?? undefined;
}
