import type { FastifyInstance } from 'fastify';
import { getResetVerifyQrCode } from '@portal/contract/calls/password/get-verify-qr-code';
import { getResetVerifyQrCodeStatus } from '@portal/contract/calls/password/get-verify-qr-code-status';
import { resetPasswordByFace } from '@portal/contract/calls/password/modify-pwd';
import { queryResetAccountInfo } from '@portal/contract/calls/password/query-account-info';
import { verifyResetUserInfo } from '@portal/contract/calls/password/verify-user-info';
import { ACCOUNT_LOOKUPS_PER_HOUR_PER_ADDRESS, FACE_STATUS_POLL_MS } from '@portal/contract/limits';
import { validatePasswordRule2 } from '@portal/contract/validate/password';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { openSecretField } from '../auth/secret-field.ts';
import { verifiedIdentities } from '../real-name/verified-identity.ts';
import { countLookup } from '../security/lookup-budget.ts';
import { createAccountHints } from './account-hint.ts';
import { checkNewPassword } from './new-password.ts';

const PURPOSE = 'reset_password';
/** Identity checks one address may make per minute: enough for typos, too few to guess names. */
const IDENTITY_RATE = { max: 10, timeWindow: 60_000 };
/** The status poll every 2 s, with room for a second tab. */
const POLL_RATE = { max: (2 * 60_000) / FACE_STATUS_POLL_MS, timeWindow: 60_000 };
const RESET_RATE = { max: 10, timeWindow: 60_000 };
const HOUR_MS = 3_600_000;

/**
 * Password reset by the face check on a phone (§2 /resetPasswordNew), new password by rule 2. The
 * face must be the account holder's as their real-name authentication verified it (issue 35):
 * an account without one is not offered this route.
 */
export function faceResetRoutes(app: FastifyInstance): void {
  const hints = createAccountHints(app.database.db);
  const identities = verifiedIdentities(app.database.db);
  /** Both identity look-ups of this flow share one hourly budget per address. */
  const countIdentityLookup = (ip: string) => countLookup(app.database.db, `reset-identity:${ip}`, ACCOUNT_LOOKUPS_PER_HOUR_PER_ADDRESS, HOUR_MS);

  registerCall(
    app,
    queryResetAccountInfo,
    async ({ loginName }, { request }) => {
      await countIdentityLookup(request.ip);
      // An unknown name gets a made-up answer of the same shape (account-hint.ts), never "not found".
      const user = await app.users.findLiveByLogin(loginName);
      return hints(loginName, user && { ...user, faceAvailable: await identities.has(user.id) });
    },
    { rateLimit: IDENTITY_RATE },
  );

  registerCall(
    app,
    verifyResetUserInfo,
    async (input, { request }) => {
      await countIdentityLookup(request.ip);
      const realName = openSecretField(app, input.realName, 'realName').trim();
      const phone = openSecretField(app, input.phone, 'phone').trim();
      const user = await app.users.findLiveByLogin(input.loginName);
      // One answer for every mismatch, so the call tells nothing about which part was wrong. That
      // an account has no verified name is said only to a caller who named its phone as well.
      if (!user || user.phone !== phone) throw new AppError('FACE_IDENTITY_MISMATCH');
      const verified = await identities.of(user.id);
      if (!verified) throw new AppError('FACE_NO_REAL_NAME', { field: 'loginName' });
      if (verified.realName !== realName) throw new AppError('FACE_IDENTITY_MISMATCH');
      return app.face.start({ purpose: PURPOSE, userId: user.id, ip: request.ip, claimed: verified });
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
