import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as accountRepo from './account-repo.ts';
import * as repo from './repo.ts';
import type { UserRow } from './service.ts';

/**
 * Changes a logged-in customer makes to their own account: phone, e-mail, cancellation (the
 * password check in front of sensitive steps is the user service's `checkCurrentPassword`).
 */
export function createAccountService(db: Db) {
  return {
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
