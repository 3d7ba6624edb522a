import { LOGIN_DEVICE_MAX_FAILURES } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { createLoginDevices, type TrustedDevice } from './login-devices.ts';
import type { LockState } from './login-lock.ts';
import { accountLockedError, accountLockState, createPasswordAttempts, triesBeforeLock, type LockRow } from './password-attempts.ts';

/** What the gate needs of an account (a `users` or `staff_accounts` row). */
export interface GatedAccount extends LockRow {
  id: string;
}

/** The audience's storage of an account's own lock, the lock for unknown devices (lock-columns.ts). */
export interface AccountLockStore {
  /** Counts a wrong password; the row after it, or nothing when it was locked meanwhile (then nothing counted). */
  recordFailure(accountId: string, at: Date): Promise<LockRow | undefined>;
  findById(accountId: string): Promise<LockRow | undefined>;
  clearFailures(accountId: string): Promise<void>;
}

/** One password attempt as the gate sees it. */
export interface PasswordTry<A extends GatedAccount> {
  /** The account the name belongs to; none for an unknown name. */
  account: A | undefined;
  /** The name as typed: an unknown name's failures are counted under it. */
  login: string;
  /** The client address of a login; a logged-in customer's check has none (only their own account is at stake). */
  ip?: string;
  /** The browser's device cookie (login-devices.ts), if it sent one. */
  deviceCookie: string | undefined;
  /** Puts a refused attempt on the account's record. */
  record(account: A, failure: 'LOGIN_FAILED' | 'ACCOUNT_LOCKED'): Promise<void>;
}

/** An attempt the gate let through to the password check. */
export interface Admitted<A extends GatedAccount> extends PasswordTry<A> {
  at: Date;
  device: TrustedDevice | null;
}

/**
 * The locks in front of every password check of one audience (issue 18's Keycloak model, with
 * OWASP's device cookies of issue 35). A browser trusted for the account (it logged in to it
 * before) meets no lock: its failures count against its own entry, and once those are used up it
 * is an unknown device like any other. Unknown devices share the account's lock (the account's
 * lock columns; an unknown name's counter for a name nobody has) and, at a login, the lock of
 * their client address. Callers check the password between `admit` and `wrong`.
 */
export function createPasswordGate(db: Db, audience: 'user' | 'staff', store: AccountLockStore) {
  const attempts = createPasswordAttempts(db, audience);
  const devices = createLoginDevices(db, audience);

  /**
   * A success clears the count of what it came from: an unknown device's clears the account's
   * lock for unknown devices; a trusted browser's leaves it (it says nothing of the other devices,
   * and an attacker's count must not restart whenever the owner logs in).
   */
  async function succeeded(account: GatedAccount, device: TrustedDevice | null): Promise<void> {
    if (!device && (account.failedLogins > 0 || account.lockedUntil)) await store.clearFailures(account.id);
  }

  /** The state of the account's lock for unknown devices after a wrong password from one (locked meanwhile counts as locked). */
  async function accountFailed<A extends GatedAccount>(t: Admitted<A>, account: A): Promise<LockState> {
    const after = await store.recordFailure(account.id, t.at);
    await t.record(account, 'LOGIN_FAILED');
    return accountLockState(after ?? (await store.findById(account.id)) ?? account, t.at);
  }

  return {
    /** Refuses an attempt that a lock holds (with the lock's message); otherwise the attempt to check. */
    async admit<A extends GatedAccount>(t: PasswordTry<A>): Promise<Admitted<A>> {
      const at = new Date();
      const device = await devices.trusted(t.deviceCookie, t.account?.id, at);
      if (!device) {
        if (t.ip) await attempts.assertAddressOpen(t.ip, at);
        const before = t.account ? accountLockState(t.account, at) : await attempts.unknownNameState(t.login, at);
        if (before.lockedUntil) {
          if (t.account) await t.record(t.account, 'ACCOUNT_LOCKED');
          throw accountLockedError(before.lockedUntil, at, audience);
        }
      }
      return { ...t, at, device };
    },

    /**
     * Counts a wrong password (or an unknown name) and returns how many more this browser may
     * send before a lock holds it; throws the lock's refusal when this one locked it. For a
     * trusted browser that is what is left of its entry's trust plus what the account's unknown
     * devices have left, so "再错N次" counts down to the lock without a jump.
     */
    async wrong<A extends GatedAccount>(t: Admitted<A>): Promise<number> {
      if (t.device && t.account) {
        await t.record(t.account, 'LOGIN_FAILED');
        const spent = await devices.failed(t.device, t.at);
        const unknownDevices = accountLockState(t.account, t.at);
        const left = Math.max(0, LOGIN_DEVICE_MAX_FAILURES - spent) + triesBeforeLock(unknownDevices);
        if (left === 0) throw accountLockedError(unknownDevices.lockedUntil!, t.at, audience);
        return left;
      }
      if (t.ip) await attempts.addressFailed(t.ip, t.at);
      const after = t.account ? await accountFailed(t, t.account) : await attempts.unknownNameFailed(t.login, t.at);
      if (after.lockedUntil) throw accountLockedError(after.lockedUntil, t.at, audience);
      return triesBeforeLock(after);
    },

    /** After the right password at a logged-in check (no new entry: the browser keeps the one it logged in with). */
    async right<A extends GatedAccount>(t: Admitted<A>): Promise<void> {
      if (t.account) await succeeded(t.account, t.device);
    },

    /**
     * After any login to `account` in this browser (password, SMS, QR …): the counts as a
     * success leaves them, and the browser's device cookie with a new entry for the account
     * (a new nonce, so its own count starts afresh), for the reply to set.
     */
    async loggedIn(account: GatedAccount, deviceCookie: string | undefined): Promise<string> {
      const at = new Date();
      await succeeded(account, await devices.trusted(deviceCookie, account.id, at));
      return devices.issue(deviceCookie, account.id, at);
    },
  };
}
