import type { FastifyInstance } from 'fastify';
import type { CallContext } from '../../plugins/envelope.ts';
import { readSessionCookie, setSessionCookie } from '../session/cookie.ts';
import type { UserRow } from '../users/service.ts';
import { attemptOf } from './client-info.ts';
import { setDeviceCookie } from './device-cookie.ts';
import { safeRedirect } from './redirect.ts';

/**
 * Every customer login ends here: a new session id (the browser's old one ends), the older
 * session elsewhere taken over, the attempt on record, the browser trusted for the account's
 * password logins (device cookie), and the reply the login screen needs.
 */
export async function startUserSession(
  app: FastifyInstance,
  ctx: CallContext,
  user: UserRow,
  method: string,
  redirectUrl: string | undefined,
) {
  const attempt = attemptOf(ctx.request, method);
  const started = await app.sessions.start({
    kind: 'user',
    principalId: user.id,
    method,
    ip: attempt.ip,
    device: attempt.device,
    previousCookie: readSessionCookie(ctx.request),
  });
  const secure = app.config.NODE_ENV === 'production';
  setSessionCookie(ctx.reply, started.cookieValue, { secure, maxAgeSeconds: started.maxAgeSeconds });
  setDeviceCookie(ctx.reply, await app.users.recordSuccess(user, attempt), { secure });
  return { token: started.csrfToken, userInfo: await app.users.sessionUser(user), redirectUrl: safeRedirect(redirectUrl) };
}
