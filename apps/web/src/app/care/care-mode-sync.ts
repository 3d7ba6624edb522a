import { setCareMode } from '@portal/contract/calls/personal/care-mode';
import { callApi } from '../../api/client.ts';
import { sessionStore } from '../../session/session-store.ts';
import { careMode } from './care-mode.ts';

/** While the customer's own switch is being saved, the status poll's older answers do not undo it. */
let saving: Promise<unknown> | null = null;

function save(on: boolean): void {
  const done = callApi(setCareMode, { careMode: on })
    .catch(() => {
      // Kept in this browser; the account learns it at the next switch.
    })
    .finally(() => {
      if (saving === done) saving = null;
    });
  saving = done;
}

/**
 * The switch in the header or the floating panel: this browser at once, and a logged-in
 * customer's account too, so the choice follows them to the next device.
 */
export function switchCareMode(on: boolean): void {
  careMode.set(on);
  if (sessionStore.get().status === 'user') save(on);
}

/**
 * A login or status poll brings the account's choice: it wins over the browser's. An account
 * that never chose takes the browser's 关怀模式 (a customer who switched it on and then logged in).
 */
export function startCareModeSync(): void {
  let offeredTo: string | null = null;
  const follow = () => {
    const { user } = sessionStore.get();
    if (!user || saving) return;
    if (user.careMode !== null) careMode.set(user.careMode);
    else if (careMode.get() && offeredTo !== user.usrNo1) {
      offeredTo = user.usrNo1;
      save(true);
    }
  };
  sessionStore.subscribe(follow);
  follow();
}
