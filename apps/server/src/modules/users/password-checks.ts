import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createPasswordGate } from '../security/password-gate.ts';
import { verifyPassword } from './password-hash.ts';
import * as repo from './repo.ts';

export interface Attempt {
  method: string;
  ip: string;
  /** The browser and system, for the login history. */
  device: string;
  /** The browser's device cookie (security/login-devices.ts), if it sent one. */
  deviceCookie: string | undefined;
}

const warning = (left: number) => `再错${left}次账户将被临时锁定`;

/**
 * Every check of a customer's password, behind one gate per account (`security/password-gate.ts`:
 * Keycloak's lock for unknown devices, OWASP's device cookies for browsers that logged in
 * before): the password login (portal and workspace) and the password a logged-in customer
 * re-enters (checkLoginPassword, cancelUser, modifyPassword).
 */
export function createPasswordChecks(db: Db) {
  const gate = createPasswordGate(db, 'user', {
    recordFailure: (userId, at) => repo.recordFailure(db, userId, at),
    findById: (userId) => repo.findById(db, userId),
    clearFailures: (userId) => repo.clearFailures(db, userId),
  });

  /** Puts an attempt on the customer's login history: a success, or the failure named. */
  const history = (user: repo.UserRow, attempt: Attempt, failure?: 'LOGIN_FAILED' | 'ACCOUNT_LOCKED') =>
    repo.insertLoginAttempt(db, { id: randomUUID(), userId: user.id, success: !failure, failure, method: attempt.method, ip: attempt.ip, device: attempt.device });

  return {
    /**
     * Password login. An unknown name and a wrong password answer alike, with the same "再错N次"
     * and the same lock (an unknown name's failures are counted under a keyed digest of the
     * name), and cost the same argon2 work, so the answers tell nobody which names exist.
     * Every wrong password from an unknown device also counts against the client address
     * (password spraying).
     */
    async authenticate(login: string, password: string, attempt: Attempt): Promise<repo.UserRow> {
      const user = await repo.findLiveByLogin(db, login);
      const admitted = await gate.admit({
        account: user,
        login,
        ip: attempt.ip,
        deviceCookie: attempt.deviceCookie,
        record: (account, failure) => history(account, attempt, failure),
      });
      const ok = await verifyPassword(user?.passwordHash, password);
      if (user && ok) return user;
      const left = await gate.wrong(admitted);
      throw new AppError('LOGIN_FAILED', { message: `用户名或密码错误，${warning(left)}` });
    },

    /**
     * The password of a logged-in customer, re-entered before a sensitive step. A wrong one
     * counts like a login's (a stolen session must not guess it freely) and is refused at
     * `field` with `wrongMessage` and the tries left; a right one clears an unknown device's count.
     */
    async checkCurrent(user: repo.UserRow, password: string, attempt: Attempt, field: string, wrongMessage: string): Promise<void> {
      const admitted = await gate.admit({
        account: user,
        login: user.loginName,
        deviceCookie: attempt.deviceCookie,
        record: (account, failure) => history(account, attempt, failure),
      });
      if (await verifyPassword(user.passwordHash, password)) return gate.right(admitted);
      const left = await gate.wrong(admitted);
      throw new AppError('OLD_PASSWORD_WRONG', { field, message: `${wrongMessage}，${warning(left)}` });
    },

    /** After any login in this browser: the success on record, the counts as a success leaves them, and the device cookie to set. */
    async loggedIn(user: repo.UserRow, attempt: Attempt): Promise<string> {
      const deviceCookie = await gate.loggedIn(user, attempt.deviceCookie);
      await history(user, attempt);
      return deviceCookie;
    },
  };
}
