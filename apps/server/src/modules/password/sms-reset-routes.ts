import type { FastifyInstance } from 'fastify';
import { resetPassword } from '@portal/contract/calls/password/reset-password';
import { verifyResetIdentity } from '@portal/contract/calls/password/verify-reset-identity';
import { validatePasswordRule1 } from '@portal/contract/validate/password';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { openSecretField } from '../auth/secret-field.ts';
import { checkNewPassword } from './new-password.ts';

/** Reset attempts one address may make per minute, on top of the code's own wrong-entry limit. */
const RESET_RATE = { max: 10, timeWindow: 60_000 };

/** Password reset by SMS (§2 /resetPassword): the account, its phone, the code, then rule 1. */
export function smsResetRoutes(app: FastifyInstance): void {
  /**
   * The code is checked before the account is matched with the phone, so nobody learns which
   * phone belongs to which user name without holding that phone.
   */
  async function provenAccount(loginName: string, phone: string, smsCode: string) {
    await app.sms.verify({ phone, purpose: 'reset_password', code: smsCode, consume: false });
    const user = await app.users.findLiveByLogin(loginName);
    if (!user || user.phone !== phone) throw new AppError('RESET_IDENTITY_MISMATCH', { field: 'loginName' });
    return user;
  }

  registerCall(
    app,
    verifyResetIdentity,
    async ({ loginName, phone, smsCode }) => {
      await provenAccount(loginName, phone, smsCode);
      return { verified: true };
    },
    { rateLimit: RESET_RATE },
  );

  registerCall(
    app,
    resetPassword,
    async ({ loginName, phone, smsCode, newPassword }) => {
      const password = openSecretField(app, newPassword, 'newPassword');
      checkNewPassword(validatePasswordRule1, password);
      const user = await provenAccount(loginName, phone, smsCode);
      await app.users.assertNotCurrentPassword(user, password);
      await app.sms.verify({ phone, purpose: 'reset_password', code: smsCode, consume: true });
      await app.users.setPassword(user, password);
      await app.sessions.endAllOf('user', user.id, 'PASSWORD_CHANGED');
      app.log.info({ userNo: user.userNo, method: 'sms' }, 'password reset');
      return { reset: true };
    },
    { rateLimit: RESET_RATE },
  );
}
