import type { FastifyInstance } from 'fastify';
import { getResetVerifyQrCode } from '@portal/contract/calls/password/get-verify-qr-code';
import { getResetVerifyQrCodeStatus } from '@portal/contract/calls/password/get-verify-qr-code-status';
import { resetPasswordByFace } from '@portal/contract/calls/password/modify-pwd';
import { queryResetAccountInfo } from '@portal/contract/calls/password/query-account-info';
import { verifyResetUserInfo } from '@portal/contract/calls/password/verify-user-info';
import { FACE_STATUS_POLL_MS } from '@portal/contract/limits';
import { mask } from '@portal/contract/validate/mask';
import { validatePasswordRule2 } from '@portal/contract/validate/password';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { openSecretField } from '../auth/secret-field.ts';
import { checkNewPassword } from './new-password.ts';

const PURPOSE = 'reset_password';
/** Identity checks one address may make per minute: enough for typos, too few to guess names. */
const IDENTITY_RATE = { max: 10, timeWindow: 60_000 };
/** The status poll every 2 s, with room for a second tab. */
const POLL_RATE = { max: (2 * 60_000) / FACE_STATUS_POLL_MS, timeWindow: 60_000 };
const RESET_RATE = { max: 10, timeWindow: 60_000 };

/** Password reset by the face check on a phone (§2 /resetPasswordNew), new password by rule 2. */
export function faceResetRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    queryResetAccountInfo,
    async ({ loginName }) => {
      const user = await app.users.findLiveByLogin(loginName);
      if (!user) throw new AppError('RESET_ACCOUNT_NOT_FOUND', { field: 'loginName' });
      return {
        maskedRealName: user.realName ? mask(user.realName, 0, 1) : null,
        maskedPhone: mask(user.phone),
        faceAvailable: user.realName !== null,
      };
    },
    { rateLimit: IDENTITY_RATE },
  );

  registerCall(
    app,
    verifyResetUserInfo,
    async (input, { request }) => {
      const realName = openSecretField(app, input.realName, 'realName').trim();
      const phone = openSecretField(app, input.phone, 'phone').trim();
      const user = await app.users.findLiveByLogin(input.loginName);
      if (user && !user.realName) throw new AppError('FACE_NO_REAL_NAME', { field: 'loginName' });
      // One answer for every mismatch, so the call tells nothing about which part was wrong.
      if (!user || user.realName !== realName || user.phone !== phone) throw new AppError('FACE_IDENTITY_MISMATCH');
      return app.face.start({ purpose: PURPOSE, userId: user.id, ip: request.ip });
    },
    { rateLimit: IDENTITY_RATE },
  );

  registerCall(app, getResetVerifyQrCode, ({ verifyToken }) => app.face.issueTicket(verifyToken), { rateLimit: IDENTITY_RATE });

  registerCall(
    app,
    getResetVerifyQrCodeStatus,
    async ({ verifyToken }) => ({ status: await app.face.state(verifyToken, PURPOSE) }),
    { rateLimit: POLL_RATE },
  );

  registerCall(
    app,
    resetPasswordByFace,
    async ({ verifyToken, newPassword }) => {
      const password = openSecretField(app, newPassword, 'newPassword');
      checkNewPassword(validatePasswordRule2, password);
      const user = await app.users.findLive(await app.face.verifiedUser(verifyToken, PURPOSE));
      if (!user) throw new AppError('RESET_FLOW_EXPIRED');
      await app.users.assertNotCurrentPassword(user, password);
      await app.face.spend(verifyToken, PURPOSE);
      await app.users.setPassword(user, password);
      await app.sessions.endAllOf('user', user.id, 'PASSWORD_CHANGED');
      app.log.info({ userNo: user.userNo, method: 'face' }, 'password reset');
      return { reset: true };
    },
    { rateLimit: RESET_RATE },
  );
}
