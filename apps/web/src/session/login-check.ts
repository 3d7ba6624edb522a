import { checkLogin } from '@portal/contract/calls/session/check-login';
import { isLogin } from '@portal/contract/calls/session/is-login';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import type { SessionEndReason } from '@portal/contract/calls/session/session-user';
import { isWeakSessionStatus } from '@portal/contract/codes';
import { PASSWORD_EXPIRY_DAYS, SESSION_POLL_MS } from '@portal/contract/limits';
import { callApi } from '../api/client.ts';
import { isStaffPath } from '../staff/staff-session.ts';
import { showSessionNotice } from './session-notice.ts';
import { sessionStore } from './session-store.ts';
import { SESSION_TEXTS } from './texts.ts';

/** Screens where the status poll does not run (§4): the login screens themselves. */
const LOGIN_SCREENS = ['/login', '/register', '/identify', '/workspaceLogin', '/openLogin', '/staff/login'];
/** Set by a tab that reset the password itself, so its own poll does not alarm it (§4). */
const PASSWORD_UPDATED_KEY = 'passwordUpdated';

/** A reset ends every session of the user, this tab's too: that is no news to this tab. */
export function markPasswordUpdated(): void {
  sessionStorage.setItem(PASSWORD_UPDATED_KEY, '1');
}

export function clearPasswordUpdated(): void {
  sessionStorage.removeItem(PASSWORD_UPDATED_KEY);
}
const AFTER_LOGIN_SHOWN_KEY = 'afterLoginNoticesShown';

function hashParts(hash = window.location.hash) {
  const [path = '/', query = ''] = hash.replace(/^#/, '').split('?');
  return { path, params: new URLSearchParams(query) };
}

/** §4 "After login": the password-age notice and the certificate-expiry message, once per login. */
export function showAfterLoginNotices(): void {
  const user = sessionStore.get().user;
  if (!user || sessionStorage.getItem(AFTER_LOGIN_SHOWN_KEY) === user.usrNo1) return;
  sessionStorage.setItem(AFTER_LOGIN_SHOWN_KEY, user.usrNo1);
  if (user.intervalDays >= PASSWORD_EXPIRY_DAYS) {
    showSessionNotice({ message: SESSION_TEXTS.passwordExpired, action: { label: SESSION_TEXTS.changePassword, href: '#/center?tab=security' } });
  }
  if (user.certExpireMsg) showSessionNotice({ message: user.certExpireMsg });
}

async function readStatus(): Promise<{ endReason: SessionEndReason | null }> {
  const status = await callApi(getUserStatus, {});
  if (status.result && status.token) {
    sessionStore.loggedIn(status.result, status.token, isWeakSessionStatus(status.sessionStatus));
  } else {
    sessionStore.loggedOut();
  }
  return { endReason: status.endReason };
}

/**
 * §4 Login check at start: a login ticket `st` (other than `index`) is exchanged for a session
 * and the page reloads without it; otherwise the user status decides. Failures leave a visitor.
 */
export async function checkLoginAtStart(): Promise<void> {
  const { path, params } = hashParts();
  const st = params.get('st');
  if (st && st !== 'index') {
    params.delete('st');
    const rest = params.toString();
    const cleanHash = `#${path}${rest ? `?${rest}` : ''}`;
    try {
      const reply = await callApi(isLogin, { st, terminalName: 'PC' });
      if (reply.userInfo && reply.token) sessionStore.loggedIn(reply.userInfo, reply.token);
      window.history.replaceState(null, '', cleanHash);
      window.location.reload();
      // The page is reloading: render nothing meanwhile.
      await new Promise<never>(() => {});
    } catch {
      sessionStore.loggedOut();
      window.history.replaceState(null, '', cleanHash);
      showSessionNotice({ message: SESSION_TEXTS.loginExpired, action: { label: SESSION_TEXTS.relogin, href: '#/login' } });
    }
    return;
  }
  // The staff screens check their own session; a customer check would clear the staff token.
  if (isStaffPath(path)) return;
  try {
    const { endReason } = await readStatus();
    if (sessionStore.get().status === 'user') {
      showAfterLoginNotices();
      return;
    }
    // A visitor who never logged in (or logged out) has nowhere to be sent: no second call.
    if (endReason !== 'IDLE' && endReason !== 'EXPIRED') return;
    // This browser's session ran out: ask where to log in again, with the way back.
    const query = params.toString();
    const loginUrl = await callApi(checkLogin, { redirectUrl: `#${path}${query ? `?${query}` : ''}`, type: '1', terminalName: 'PC' });
    if (loginUrl) showSessionNotice({ message: SESSION_TEXTS.loginStatusExpired, action: { label: SESSION_TEXTS.relogin, href: loginUrl } });
  } catch {
    if (sessionStore.get().status !== 'user') sessionStore.loggedOut();
  }
}

/** The 10-second poll: tells a logged-in tab when its session is gone, and why. */
export function startSessionPoll(): () => void {
  const timer = window.setInterval(async () => {
    const path = hashParts().path;
    if (LOGIN_SCREENS.includes(path) || isStaffPath(path)) return;
    const wasUser = sessionStore.get().status === 'user';
    try {
      const { endReason } = await readStatus();
      if (!wasUser || sessionStore.get().status === 'user') return;
      if (sessionStorage.getItem(PASSWORD_UPDATED_KEY)) return;
      const message = endReason === 'TAKEN_OVER' ? SESSION_TEXTS.takenOver : SESSION_TEXTS.loginExpired;
      showSessionNotice({ message, action: { label: SESSION_TEXTS.relogin, href: '#/login' } });
    } catch {
      // A failed poll says nothing about the session; the next one will.
    }
  }, SESSION_POLL_MS);
  return () => window.clearInterval(timer);
}
