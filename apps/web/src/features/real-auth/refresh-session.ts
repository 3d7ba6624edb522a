import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { isWeakSessionStatus } from '@portal/contract/codes';
import { callApi } from '../../api/client.ts';
import { sessionStore } from '../../session/session-store.ts';

/**
 * After a verification the account has a new name and is no longer weak: the header and every
 * screen reading the session store learn it now rather than at the next 10-second poll.
 */
export function refreshSessionUser(): void {
  callApi(getUserStatus, {}).then(
    (status) => {
      if (status.result && status.token) sessionStore.loggedIn(status.result, status.token, isWeakSessionStatus(status.sessionStatus));
    },
    () => undefined, // The regular poll tries again.
  );
}
