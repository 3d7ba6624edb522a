import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { LockState } from '../security/login-lock.ts';
import { accountLockedError, accountLockState, createPasswordAttempts, failuresLeft } from '../security/password-attempts.ts';
import { verifyPassword } from './password-hash.ts';
import * as repo from './repo.ts';

export interface Attempt {
  method: string;
  ip: string;
  device: string;
}

const warning = (state: LockState) => `再错${failuresLeft(state)}次账户将被临时锁定`;

/**
 * Every check of a customer's password, counted toward one lock per account (Keycloak's model,
 * `security/login-lock.ts`): the password login (portal and workspace) and the password a
 * logged-in customer re-enters (checkLoginPassword, cancelUser, modifyPassword).
 */
export function createPasswordChecks(db: Db) {
  const attempts = createPasswordAttempts(db, 'user');

  /** Counts a wrong password of a real account; the state after it (locked meanwhile counts as locked). */
  async function accountFailed(user: repo.UserRow, at: Date, attempt: Attempt): Promise<LockState> {
    const after = await repo.recordFailure(db, user.id, at);
    await repo.insertLoginAttempt(db, { id: randomUUID(), userId: user.id, success: false, failure: 'LOGIN_FAILED', ...attempt });
    if (after) return accountLockState(after, at);
    return accountLockState((await repo.findById(db, user.id)) ?? user, at);
  }

  return {
    /**
     * Password login. An unknown name and a wrong password answer alike, with the same "再错N次"
     * and the same lock (an unknown name's failures are counted under a keyed digest of the
     * name), and cost the same argon2 work, so the answers tell nobody which names exist.
     * Every wrong password also counts against the client address (password spraying).
     */
    async authenticate(login: string, password: string, attempt: Attempt): Promise<repo.UserRow> {
      const at = new Date();
      await attempts.assertAddressOpen(attempt.ip, at);
      const user = await repo.findLiveByLogin(db, login);
      const before = user ? accountLockState(user, at) : await attempts.unknownNameState(login, at);
      if (before.lockedUntil) {
        if (user) await repo.insertLoginAttempt(db, { id: randomUUID(), userId: user.id, success: false, failure: 'ACCOUNT_LOCKED', ...attempt });
        throw accountLockedError(before.lockedUntil, at, 'user');
      }
      const ok = await verifyPassword(user?.passwordHash, password);
      if (user && ok) return user;
      await attempts.addressFailed(attempt.ip, at);
      const after = user ? await accountFailed(user, at, attempt) : await attempts.unknownNameFailed(login, at);
      if (after.lockedUntil) throw accountLockedError(after.lockedUntil, at, 'user');
      throw new AppError('LOGIN_FAILED', { message: `用户名或密码错误，${warning(after)}` });
    },

    /**
     * The password of a logged-in customer, re-entered before a sensitive step. A wrong one
     * counts toward the same lock as the login (a stolen session must not guess it freely) and is
     * refused at `field` with `wrongMessage` and the tries left; a right one clears the count.
     */
    async checkCurrent(user: repo.UserRow, password: string, attempt: Attempt, field: string, wrongMessage: string): Promise<void> {
      const at = new Date();
      const before = accountLockState(user, at);
      if (before.lockedUntil) throw accountLockedError(before.lockedUntil, at, 'user');
      if (await verifyPassword(user.passwordHash, password)) {
        if (user.failedLogins > 0 || user.lockedUntil) await repo.clearFailures(db, user.id);
        return;
      }
      const after = await accountFailed(user, at, attempt);
      if (after.lockedUntil) throw accountLockedError(after.lockedUntil, at, 'user');
      throw new AppError('OLD_PASSWORD_WRONG', { field, message: `${wrongMessage}，${warning(after)}` });
    },
  };
}
