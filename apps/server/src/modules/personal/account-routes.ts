import type { FastifyInstance } from 'fastify';
import { cancelUser, checkLoginPassword, modifyPhone, modifyUserInfo } from '@portal/contract/calls/personal/account-changes';
import { sendAccountSmsCode, sendNewPhoneSmsCode } from '@portal/contract/calls/personal/account-sms';
import { mask } from '@portal/contract/validate/mask';
import { AppError } from '../../errors.ts';
import { registerCall, type CallContext } from '../../plugins/envelope.ts';
import { attemptOf } from '../auth/client-info.ts';
import { openSecretField } from '../auth/secret-field.ts';
import { clearSessionCookie } from '../session/cookie.ts';
import { userClient } from '../sms/clients.ts';
import { createAccountService } from '../users/account-service.ts';
import type { UserRow } from '../users/service.ts';

/** Password checks a single address may make per minute. */
const PASSWORD_RATE = { max: 10, timeWindow: 60_000 };
/** Code requests a single address may make per minute (the SMS module limits per user and phone too). */
const SMS_RATE = { max: 5, timeWindow: 60_000 };

const WRONG_PASSWORD = '登录密码不正确';

/** Phone change, e-mail, password check and cancellation in the personal center (§7 Personal). */
export function accountRoutes(app: FastifyInstance): void {
  const accounts = createAccountService(app.database.db);
  const checkPassword = (user: UserRow, password: string, ctx: CallContext) =>
    app.users.checkCurrentPassword(user, password, attemptOf(ctx.request, 'password_check'), 'password', WRONG_PASSWORD);

  registerCall(
    app,
    sendAccountSmsCode,
    async ({ type }, ctx) => {
      const user = await app.users.requireLive(ctx.session!.principalId);
      const sent = await app.sms.send({ phone: user.phone, purpose: type, ip: ctx.request.ip, client: userClient(user.id) });
      return { ...sent, phone: mask(user.phone) };
    },
    { rateLimit: SMS_RATE },
  );

  // Sent whether or not the new phone is registered: saying "taken" here would let any customer
  // test numbers. modifyPhone says it once both codes are proven (the person holds the phone).
  registerCall(
    app,
    sendNewPhoneSmsCode,
    async ({ phone }, ctx) => {
      const user = await app.users.requireLive(ctx.session!.principalId);
      if (phone === user.phone) throw new AppError('SAME_PHONE', { field: 'newPhone' });
      const sent = await app.sms.send({ phone, purpose: 'modify_phone', ip: ctx.request.ip, client: userClient(user.id) });
      return { ...sent, phone: mask(phone) };
    },
    { rateLimit: SMS_RATE },
  );

  registerCall(app, modifyPhone, async ({ oldPhoneCode, newPhone, newPhoneCode }, ctx) => {
    const user = await app.users.requireLive(ctx.session!.principalId);
    // Both codes are checked before either is spent, so one typo does not cost the other code.
    await app.sms.verify({ phone: user.phone, purpose: 'modify_phone', code: oldPhoneCode, consume: false });
    await app.sms.verify({ phone: newPhone, purpose: 'modify_phone', code: newPhoneCode, consume: false });
    await accounts.assertPhoneFree(newPhone);
    await app.sms.verify({ phone: user.phone, purpose: 'modify_phone', code: oldPhoneCode, consume: true });
    await app.sms.verify({ phone: newPhone, purpose: 'modify_phone', code: newPhoneCode, consume: true });
    await accounts.changePhone(user, newPhone);
    return { phone: mask(newPhone) };
  });

  registerCall(app, modifyUserInfo, async ({ email }, ctx) => {
    await accounts.updateEmail(await app.users.requireLive(ctx.session!.principalId), email);
    return { email: email || null };
  });

  registerCall(
    app,
    checkLoginPassword,
    async ({ password }, ctx) => {
      const user = await app.users.requireLive(ctx.session!.principalId);
      await checkPassword(user, openSecretField(app, password, 'password'), ctx);
      return { valid: true };
    },
    { rateLimit: PASSWORD_RATE },
  );

  registerCall(
    app,
    cancelUser,
    async ({ password, smsCode }, ctx) => {
      const user = await app.users.requireLive(ctx.session!.principalId);
      await checkPassword(user, openSecretField(app, password, 'password'), ctx);
      await app.sms.verify({ phone: user.phone, purpose: 'cancel_user', code: smsCode, consume: true });
      const unlinkedEnterprises = await accounts.cancel(user);
      await app.sessions.endAllOf('user', user.id, 'CANCELLED');
      clearSessionCookie(ctx.reply, { secure: app.config.NODE_ENV === 'production' });
      return { cancelled: true, unlinkedEnterprises };
    },
    { rateLimit: PASSWORD_RATE },
  );
}
