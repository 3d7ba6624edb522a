import type { FastifyInstance } from 'fastify';
import { workspaceGenerateSt, workspaceLogin } from '@portal/contract/calls/workspace/workspace-login';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { attemptOf } from '../auth/client-info.ts';
import { safeRedirect } from '../auth/redirect.ts';
import { openSecretField } from '../auth/secret-field.ts';

const LOGIN_RATE = { max: 20, timeWindow: 60_000 };

/** Workspace login: password and slider check, answered with a one-time login ticket. */
export function workspaceRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    workspaceLogin,
    async (input, ctx) => {
      const password = openSecretField(app, input.password, 'password');
      if (!(await app.captcha.consumeVerification(input.captchaVerification))) {
        throw new AppError('CAPTCHA_NOT_PASSED', { field: 'captchaVerification' });
      }
      const user = await app.users.authenticate(input.loginName, password, attemptOf(ctx.request, 'workspace'));
      return { st: await app.loginTickets.issue(user.id, 'workspace'), redirectUrl: safeRedirect(input.redirectUrl) };
    },
    { rateLimit: LOGIN_RATE },
  );

  registerCall(app, workspaceGenerateSt, async (_input, ctx) => ({
    st: await app.loginTickets.issue(ctx.session!.principalId, 'workspace'),
  }));
}
