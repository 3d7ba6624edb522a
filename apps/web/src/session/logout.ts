import { logout } from '@portal/contract/calls/session/logout';
import { CallError } from '@portal/contract/envelope/client';
import { CORE_ERRORS } from '@portal/contract/errors-core';
import { callApi } from '../api/client.ts';
import { showSessionNotice } from './session-notice.ts';
import { sessionStore } from './session-store.ts';
import { SESSION_TEXTS } from './texts.ts';
import { failureText } from '../api/failure-text.ts';

/** Logs out; on failure shows the server's message or "logout failed" (§8) and stays logged in. */
export async function logoutAndGoHome(): Promise<void> {
  try {
    await callApi(logout, {});
  } catch (err) {
    // A session that is already gone is as good as logged out.
    if (!(err instanceof CallError) || err.code !== CORE_ERRORS.NOT_LOGGED_IN.code) {
      showSessionNotice({ message: failureText(err, SESSION_TEXTS.logoutFailed) });
      return;
    }
  }
  sessionStore.loggedOut();
  window.location.hash = '#/';
}
