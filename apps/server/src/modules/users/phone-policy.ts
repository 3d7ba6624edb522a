import type { SmsPurpose } from '@portal/contract/sms-purposes';
import { AppError } from '../../errors.ts';
import type { UserService } from './service.ts';

/**
 * Who may receive an SMS code for what: registration needs a phone nobody uses yet; login and
 * password reset need a registered one. The SMS module asks this after the captcha has passed.
 */
export function userPhonePolicy(users: UserService) {
  return async (purpose: SmsPurpose, phone: string): Promise<void> => {
    if (purpose === 'register' && (await users.findLiveByPhone(phone))) throw new AppError('PHONE_TAKEN', { field: 'phone' });
    if ((purpose === 'login' || purpose === 'reset_password') && !(await users.findLiveByPhone(phone))) {
      throw new AppError('PHONE_NOT_REGISTERED', { field: 'phone' });
    }
  };
}
