import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@portal/contract/calls/session/session-user';
import { SESSION_KEYS } from '../api/session-storage.ts';

export interface SessionSnapshot {
  /** `unknown` until the login check of §4 has answered once. */
  status: 'unknown' | 'visitor' | 'user';
  user: SessionUser | null;
  weak: boolean;
}

let snapshot: SessionSnapshot = { status: 'unknown', user: null, weak: false };
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** The tab's view of its login; the server's session is the truth, this mirrors it. */
export const sessionStore = {
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  loggedIn(user: SessionUser, token: string, weak = false) {
    sessionStorage.setItem(SESSION_KEYS.token, token);
    // The 10 s poll mostly confirms what the tab knows: only news re-renders the shell.
    if (snapshot.status === 'user' && snapshot.weak === weak && JSON.stringify(snapshot.user) === JSON.stringify(user)) return;
    publish({ status: 'user', user, weak });
  },
  loggedOut() {
    sessionStorage.removeItem(SESSION_KEYS.token);
    if (snapshot.status === 'visitor') return;
    publish({ status: 'visitor', user: null, weak: false });
  },
};

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
