import { randomUUID } from 'node:crypto';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as accountRepo from './account-repo.ts';
import { verifyPassword } from './password-hash.ts';
import * as repo from './repo.ts';
import type { UserRow } from './service.ts';

/**
 * Changes a logged-in customer makes to their own account: phone, e-mail, cancellation, and the
 * password check in front of sensitive steps (wrong passwords count toward the login lock).
 */
export function createAccountService(db: Db) {
  return {
    async checkPassword(user: UserRow, password: string, attempt: { ip: string; device: string }): Promise<void> {
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED');
      if (await verifyPassword(user.passwordHash, password)) return;
      const after = await repo.recordFailure(db, user.id, LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES);
      await repo.insertLoginAttempt(db, { id: randomUUID(), userId: user.id, method: 'password_check', success: false, failure: 'LOGIN_FAILED', ...attempt });
      if (after.lockedUntil && after.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED');
      throw new AppError('OLD_PASSWORD_WRONG', { field: 'password', message: '登录密码不正确' });
    },

    async assertPhoneFree(phone: string): Promise<void> {
      if (await repo.findLiveByPhone(db, phone)) throw new AppError('PHONE_TAKEN', { field: 'newPhone' });
    },

    async changePhone(user: UserRow, phone: string): Promise<void> {
      if (phone === user.phone) throw new AppError('SAME_PHONE', { field: 'newPhone' });
      await this.assertPhoneFree(phone);
      try {
        await accountRepo.updatePhone(db, user.id, phone);
      } catch (err) {
        if (String((err as { cause?: unknown })?.cause ?? err).includes('users_phone_live_idx')) {
          throw new AppError('PHONE_TAKEN', { field: 'newPhone' });
        }
        throw err;
      }
    },

    updateEmail: (user: UserRow, email: string | null) => accountRepo.updateEmail(db, user.id, email || null),

    cancel: (user: UserRow) => accountRepo.cancelAccount(db, user.id),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
