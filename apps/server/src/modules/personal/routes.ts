import type { FastifyInstance } from 'fastify';
import { queryLoginHistory } from '@portal/contract/calls/personal/login-history';
import { setCareMode } from '@portal/contract/calls/personal/care-mode';
import { modifyPassword } from '@portal/contract/calls/personal/modify-password';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { registerCall } from '../../plugins/envelope.ts';
import { attemptOf } from '../auth/client-info.ts';
import { openSecretField } from '../auth/secret-field.ts';
import { updateCareMode } from '../users/repo.ts';

/** Password checks a single address may make per minute. */
const PASSWORD_RATE = { max: 10, timeWindow: 60_000 };

/** The personal center (§2 /center): profile, login history, password change, 关怀模式. */
export function personalRoutes(app: FastifyInstance): void {
  registerCall(app, queryUserInfo, async (_input, ctx) => app.users.profile(await app.users.requireLive(ctx.session!.principalId)));

  registerCall(app, setCareMode, async (input, ctx) => {
    const user = await app.users.requireLive(ctx.session!.principalId);
    await updateCareMode(app.database.db, user.id, input.careMode);
    // This process's status poll answers with the new choice at once; others hear the notice.
    app.statusCache.forgetUser(user.id);
    return { careMode: input.careMode };
  });

  registerCall(app, queryLoginHistory, async (_input, ctx) => ({
    list: await app.users.loginHistory(ctx.session!.principalId),
  }));

  registerCall(
    app,
    modifyPassword,
    async (input, ctx) => {
      const user = await app.users.requireLive(ctx.session!.principalId);
      const oldPassword = openSecretField(app, input.oldPassword, 'oldPassword');
      const newPassword = openSecretField(app, input.newPassword, 'newPassword');
      await app.users.changePassword(user, oldPassword, newPassword, attemptOf(ctx.request, 'password_check'));
      await app.sessions.endAllOf('user', user.id, 'PASSWORD_CHANGED', ctx.session);
      return { changed: true };
    },
    { rateLimit: PASSWORD_RATE },
  );
}
