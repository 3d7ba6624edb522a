import type { FastifyInstance } from 'fastify';
import { checkLogin } from '@portal/contract/calls/session/check-login';
import { isLogin } from '@portal/contract/calls/session/is-login';
import { logout } from '@portal/contract/calls/session/logout';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { WEAK_SESSION_STATUS } from '@portal/contract/codes';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';
import { registerPollCall } from '../../plugins/poll-lane.ts';
import { replyText, type JsonText } from '../../plugins/json-text.ts';
import { clearSessionCookie, readSessionCookie } from '../session/cookie.ts';
import { hashSessionId } from '../session/service.ts';
import { toSessionUser } from '../users/session-user.ts';
import { safeRedirect } from './redirect.ts';
import { startUserSession } from './start-session.ts';

/** Not weak: any value other than WEAK_SESSION_STATUS (§3). */
const NORMAL_SESSION_STATUS = '0000000000';
const LOGIN_PAGE = '#/login';

/** The session lifecycle of §4 Login check: status poll, ticket exchange, logout. */
export function sessionRoutes(app: FastifyInstance): void {
  const secure = app.config.NODE_ENV === 'production';
  // A live tab's status reply, serialised once per kept read: the poll repeats it every 10 s
  // until the session, the customer or their enterprises change (which replaces the read).
  const liveReplies = new WeakMap<object, JsonText>();

  registerPollCall(
    app,
    getUserStatus,
    async (_input, ctx) => {
      const cookie = readSessionCookie(ctx.caller);
      const read = cookie ? await app.statusCache.read(hashSessionId(cookie)) : undefined;
      const state = app.sessions.stateOf(read?.session);
      const user = state.live ? read?.user : undefined;
      if (!state.live || !user || !read) {
        return { result: null, sessionStatus: NORMAL_SESSION_STATUS, endReason: state.live ? null : state.endReason, token: null };
      }
      let reply = liveReplies.get(read);
      if (!reply) {
        reply = replyText(getUserStatus, {
          result: toSessionUser(user, read.enterprise, read.certNotAfter),
          sessionStatus: user.weak ? WEAK_SESSION_STATUS : NORMAL_SESSION_STATUS,
          endReason: null,
          token: state.session.csrfToken,
        });
        liveReplies.set(read, reply);
      }
      return reply;
    },
    { passive: true },
  );

  registerCall(
    app,
    checkLogin,
    async ({ redirectUrl }, ctx) => {
      const state = await app.sessions.state(readSessionCookie(ctx.request));
      if (state.live || (state.endReason !== 'IDLE' && state.endReason !== 'EXPIRED')) return null;
      return `${LOGIN_PAGE}?redirectUrl=${encodeURIComponent(safeRedirect(redirectUrl).slice(1))}`;
    },
    { passive: true },
  );

  registerCall(app, logout, async (_input, ctx) => {
    await app.sessions.end(ctx.session!, 'LOGOUT');
    clearSessionCookie(ctx.reply, { secure });
    return { loggedOut: true };
  });

  registerCall(app, isLogin, async (input, ctx) => {
    const ticket = await app.loginTickets.redeem(input.st);
    const user = ticket ? await app.users.findLive(ticket.userId) : undefined;
    if (!ticket || !user) throw new AppError('LOGIN_TICKET_INVALID');
    const started = await startUserSession(app, ctx, user, ticket.method, undefined);
    return { isLogin: true, loginUrl: LOGIN_PAGE, token: started.token, userInfo: started.userInfo };
  });
}
