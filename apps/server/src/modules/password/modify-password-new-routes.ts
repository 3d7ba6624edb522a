import type { FastifyInstance } from 'fastify';
import { modifyPasswordNew } from '@portal/contract/calls/password/modify-password-new';
import { getModifyPasswordSmsCode } from '@portal/contract/calls/password/modify-password-new-sms';
import { mask } from '@portal/contract/validate/mask';
import { validatePasswordRule3 } from '@portal/contract/validate/password';
import { registerCall } from '../../plugins/envelope.ts';
import { openSecretField } from '../auth/secret-field.ts';
import { userClient } from '../sms/clients.ts';
import { checkNewPassword } from './new-password.ts';

const PASSWORD_RATE = { max: 10, timeWindow: 60_000 };
const SMS_RATE = { max: 5, timeWindow: 60_000 };

/** Password change confirmed by an SMS code to the phone on record (rule 3), in the personal center. */
export function modifyPasswordNewRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    getModifyPasswordSmsCode,
    async (_input, ctx) => {
      const user = await app.users.requireLive(ctx.session!.principalId);
      const sent = await app.sms.send({ phone: user.phone, purpose: 'modify_password', ip: ctx.request.ip, client: userClient(user.id) });
      return { ...sent, phone: mask(user.phone) };
    },
    { rateLimit: SMS_RATE },
  );

  registerCall(
    app,
    modifyPasswordNew,
    async ({ smsCode, newPassword }, ctx) => {
      const user = await app.users.requireLive(ctx.session!.principalId);
      const password = openSecretField(app, newPassword, 'newPassword');
      checkNewPassword(validatePasswordRule3, password);
      // The code first: "same as the current password" would otherwise let a borrowed session
      // test guesses of the password without the phone (and without counting toward the lock).
      await app.sms.verify({ phone: user.phone, purpose: 'modify_password', code: smsCode, consume: false });
      await app.users.assertNotCurrentPassword(user, password);
      await app.sms.verify({ phone: user.phone, purpose: 'modify_password', code: smsCode, consume: true });
      await app.users.setPassword(user, password);
      await app.sessions.endAllOf('user', user.id, 'PASSWORD_CHANGED', ctx.session);
      return { changed: true };
    },
    { rateLimit: PASSWORD_RATE },
  );
}
