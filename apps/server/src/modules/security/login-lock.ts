import {
  LOGIN_ADDRESS_FAILURE_RESET_MINUTES,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_FAILURE_RESET_HOURS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_WAIT_SECONDS,
  LOGIN_WAIT_INCREMENT_SECONDS,
} from '@portal/contract/limits';

/**
 * Keycloak's brute-force model (issue 18): failures are counted in a row; from `maxFailures` on,
 * each failure locks for one `waitIncrementMs` more than the last, never longer than `maxWaitMs`;
 * the count is forgotten `resetAfterMs` after the last failure (and by the caller at a success).
 * Attempts refused during a lock are not failures, so hammering a locked account does not
 * lengthen its lock: no visitor can lock anyone for longer than `maxWaitMs` at a time.
 */
export interface LockPolicy {
  maxFailures: number;
  waitIncrementMs: number;
  maxWaitMs: number;
  resetAfterMs: number;
}

/** One account's unknown devices (customer or staff), and one unknown name, which must behave the same. */
export const ACCOUNT_LOCK: LockPolicy = {
  maxFailures: LOGIN_MAX_FAILURES,
  waitIncrementMs: LOGIN_WAIT_INCREMENT_SECONDS * 1000,
  maxWaitMs: LOGIN_MAX_WAIT_SECONDS * 1000,
  resetAfterMs: LOGIN_FAILURE_RESET_HOURS * 3_600_000,
};

/** One client address across accounts (password spraying): a higher threshold, a shorter memory. */
export const ADDRESS_LOCK: LockPolicy = {
  maxFailures: LOGIN_ADDRESS_MAX_FAILURES,
  waitIncrementMs: LOGIN_WAIT_INCREMENT_SECONDS * 1000,
  maxWaitMs: LOGIN_MAX_WAIT_SECONDS * 1000,
  resetAfterMs: LOGIN_ADDRESS_FAILURE_RESET_MINUTES * 60_000,
};

/** How long the `failures`-th failure in a row locks: nothing below the threshold, then 1, 2, … increments, capped. */
export function lockWaitMs(policy: LockPolicy, failures: number): number {
  if (failures < policy.maxFailures) return 0;
  return Math.min(policy.waitIncrementMs * (failures - policy.maxFailures + 1), policy.maxWaitMs);
}

/** Failures in a row and the end of the lock they caused, as seen at one instant. */
export interface LockState {
  /** Failures still remembered (0 once the reset time has passed). */
  failures: number;
  /** Set only while the lock lasts. */
  lockedUntil: Date | null;
}

/** The state of a counter whose last failure was at `lastFailedAt`, seen at `at`. */
export function lockStateAt(policy: LockPolicy, failures: number, lastFailedAt: Date | null, at: Date): LockState {
  if (!lastFailedAt || at.getTime() - lastFailedAt.getTime() >= policy.resetAfterMs) return { failures: 0, lockedUntil: null };
  const until = lastFailedAt.getTime() + lockWaitMs(policy, failures);
  return { failures, lockedUntil: until > at.getTime() ? new Date(until) : null };
}

/** Whole minutes left of a lock, at least one, for "请N分钟后再试". */
export function minutesLeft(until: Date, at: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000));
}
