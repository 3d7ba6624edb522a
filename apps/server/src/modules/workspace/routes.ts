import type { FastifyInstance } from 'fastify';
import { workspaceGenerateSt, workspaceLogin } from '@portal/contract/calls/workspace/workspace-login';
import {
  workspaceConfigAll,
  workspaceDefaultLoginChannel,
  workspaceDefaultLoginChannelUpdate,
  workspaceFunctionAdd,
  workspaceFunctionList,
  workspaceFunctionRemove,
  workspaceFunctionSort,
} from '@portal/contract/calls/workspace/workspace-config';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { attemptOf } from '../auth/client-info.ts';
import { safeRedirect } from '../auth/redirect.ts';
import { openSecretField } from '../auth/secret-field.ts';
import { createWorkspaceService } from './service.ts';

const LOGIN_RATE = { max: 20, timeWindow: 60_000 };
/** Each change rewrites the user's rows; a person drags a few times a minute. */
const CHANGE_RATE = { max: 60, timeWindow: 60_000 };

/** Workspace login (a one-time login ticket) and the workspace's configuration (issue 25). */
export function workspaceRoutes(app: FastifyInstance): void {
  const workspace = createWorkspaceService(app.database.db, app.loginTickets);
  const customer = (principalId: string) => app.users.requireLive(principalId);

  registerCall(
    app,
    workspaceLogin,
    async (input, ctx) => {
      const password = openSecretField(app, input.password, 'password');
      if (!(await app.captcha.consumeVerification(input.captchaVerification))) {
        throw new AppError('CAPTCHA_NOT_PASSED', { field: 'captchaVerification' });
      }
      const user = await app.users.authenticate(input.loginName, password, attemptOf(ctx.request, 'workspace'));
      // Sent nowhere in particular: the user's default login channel decides.
      const redirectUrl = input.redirectUrl ? safeRedirect(input.redirectUrl) : await workspace.landing(user.id);
      return { st: await app.loginTickets.issue(user.id, 'workspace'), redirectUrl };
    },
    { rateLimit: LOGIN_RATE },
  );

  registerCall(app, workspaceGenerateSt, async (_input, ctx) => ({
    st: await app.loginTickets.issue(ctx.session!.principalId, 'workspace'),
  }));

  registerCall(app, workspaceConfigAll, async (_input, ctx) => {
    const user = await customer(ctx.session!.principalId);
    const [catalogue, mine, defaultLoginChannel] = await Promise.all([workspace.catalogue(user), workspace.mine(user), workspace.channel(user.id)]);
    return { catalogue, mine, defaultLoginChannel };
  });

  registerCall(app, workspaceFunctionList, async (_input, ctx) => ({ items: await workspace.mine(await customer(ctx.session!.principalId)) }));

  registerCall(app, workspaceFunctionSort, async ({ codes }, ctx) => workspace.sort(await customer(ctx.session!.principalId), codes), {
    rateLimit: CHANGE_RATE,
  });
  registerCall(app, workspaceFunctionAdd, async ({ code }, ctx) => workspace.add(await customer(ctx.session!.principalId), code), {
    rateLimit: CHANGE_RATE,
  });
  registerCall(app, workspaceFunctionRemove, async ({ code }, ctx) => workspace.remove(await customer(ctx.session!.principalId), code), {
    rateLimit: CHANGE_RATE,
  });

  registerCall(app, workspaceDefaultLoginChannel, async (_input, ctx) => ({ channel: await workspace.channel(ctx.session!.principalId) }));
  registerCall(app, workspaceDefaultLoginChannelUpdate, async ({ channel }, ctx) => ({
    channel: await workspace.setChannel((await customer(ctx.session!.principalId)).id, channel),
  }));
}
