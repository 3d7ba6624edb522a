import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { keyedDigest } from './keyed-digest.ts';
import { ACCOUNT_LOCK, ADDRESS_LOCK, lockStateAt, minutesLeft, type LockPolicy, type LockState } from './login-lock.ts';
import { countFailure, readCounter } from './rate-limit-repo.ts';

/** A counter of failures in `rate_limit_counters`: the window's end marks the last failure. */
function failureCounter(db: Db, policy: LockPolicy) {
  return {
    async state(key: string, at: Date): Promise<LockState> {
      const row = await readCounter(db, key);
      const last = row ? new Date(row.windowEndsAt.getTime() - policy.resetAfterMs) : null;
      return lockStateAt(policy, row?.count ?? 0, last, at);
    },
    async fail(key: string, at: Date): Promise<LockState> {
      const failures = await countFailure(db, key, policy.resetAfterMs, at);
      return lockStateAt(policy, failures, at, at);
    },
  };
}

/**
 * The failures of unknown devices' password logins that are not an account's own row
 * (password-gate.ts decides who is unknown): per client address across accounts (password
 * spraying), and per unknown login name, which must lock exactly like a real account so that
 * "再错N次" and the lock do not tell which names exist. `audience` keeps customers' and staff's
 * counts apart. Names are stored as keyed digests, never in clear.
 */
export function createPasswordAttempts(db: Db, audience: 'user' | 'staff') {
  const addresses = failureCounter(db, ADDRESS_LOCK);
  const names = failureCounter(db, ACCOUNT_LOCK);
  const digest = keyedDigest(db, 'login.name.hmac');
  const addressKey = (ip: string) => `login-fail:${audience}:addr:${ip}`;
  const nameKey = async (login: string) => `login-fail:${audience}:name:${(await digest(login.trim().toLowerCase())).toString('hex', 0, 16)}`;

  return {
    /** Refuses every password attempt of an unknown device from an address while the address's lock lasts. */
    async assertAddressOpen(ip: string, at: Date): Promise<void> {
      const { lockedUntil } = await addresses.state(addressKey(ip), at);
      if (lockedUntil) {
        throw new AppError('LOGIN_ADDRESS_LOCKED', { message: `当前网络登录失败次数过多，请${minutesLeft(lockedUntil, at)}分钟后再试` });
      }
    },
    addressFailed: (ip: string, at: Date) => addresses.fail(addressKey(ip), at),
    unknownNameState: async (login: string, at: Date) => names.state(await nameKey(login), at),
    unknownNameFailed: async (login: string, at: Date) => names.fail(await nameKey(login), at),
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;

/** An account's own counter: the lock columns of a users or staff_accounts row (lock-columns.ts). */
export interface LockRow {
  failedLogins: number;
  lastFailedAt: Date | null;
  lockedUntil: Date | null;
}

/**
 * The state of an account's own counter at `at`: the stored lock end rules (an operator may
 * clear it), the count lapses with the reset time.
 */
export function accountLockState(row: LockRow, at: Date): LockState {
  const { failures } = lockStateAt(ACCOUNT_LOCK, row.failedLogins, row.lastFailedAt, at);
  return { failures, lockedUntil: row.lockedUntil && row.lockedUntil > at ? row.lockedUntil : null };
}

/**
 * Wrong passwords until the lock holds, counting the one that locks ("再错N次"): none while
 * locked, one when the count is past the threshold but the lock has run out.
 */
export function triesBeforeLock(state: LockState): number {
  return state.lockedUntil ? 0 : Math.max(1, ACCOUNT_LOCK.maxFailures - state.failures);
}

/** The refusal while an account (or a name) is locked; customers are told the ways that still work. */
export function accountLockedError(lockedUntil: Date, at: Date, audience: 'user' | 'staff'): AppError {
  const wait = `密码错误次数过多，账户已临时锁定，请${minutesLeft(lockedUntil, at)}分钟后再试`;
  return new AppError('ACCOUNT_LOCKED', { message: audience === 'user' ? `${wait}，或使用短信登录、“忘记密码”重置密码` : wait });
}
