import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { CallBasics, CallContext } from '../../plugins/envelope.ts';
import { readSessionCookie } from '../session/cookie.ts';
import { loggedInCustomerId } from '../session/logged-in-customer.ts';
import { hashSessionId, tokensEqual } from '../session/service.ts';
import type { ChatCaller } from './owner.ts';
import type { ChatCustomer } from './service.ts';
import { CHAT_SERVER_TEXTS as T } from './texts.ts';

/** The envelope key a sealed call was verified with: the calling tab. */
function tabKey(ctx: CallBasics): string {
  // Every customer-service call is sealed; without a verified key there is no tab to bind to.
  if (!ctx.keyId) throw new AppError('UNKNOWN_KEY');
  return ctx.keyId;
}

/**
 * Who is asking on the public chat calls: a logged-in customer is known by name; anyone else is
 * a visitor, whose conversation belongs to the calling tab. The browser's client id names the
 * visitor and finds the agent who served this browser before, but proves nothing.
 */
export async function chatCustomer(app: FastifyInstance, ctx: CallContext, clientUid: string): Promise<ChatCustomer> {
  const userId = await loggedInCustomerId(app, ctx.request);
  const user = userId ? await app.users.findLive(userId) : undefined;
  if (user) return { customerKey: `user:${user.id}`, userId: user.id, name: user.realName || user.loginName, visitorKeyId: null };
  return { customerKey: `visitor:${clientUid}`, userId: null, name: T.visitor(clientUid), visitorKeyId: tabKey(ctx) };
}

/** The caller of a customer call on an existing conversation; its session is read from the database. */
export function chatCaller(app: FastifyInstance, ctx: CallContext): ChatCaller {
  return { keyId: tabKey(ctx), userId: () => loggedInCustomerId(app, ctx.request) };
}

/**
 * The caller of the 3-second poll: its session, needed only for a logged-in customer's
 * conversation, comes from the status poll's memory (kept up to date by the database's change
 * notices, users/status-cache.ts), so the poll costs no query for it either.
 */
export function pollCaller(app: FastifyInstance, ctx: CallBasics): ChatCaller {
  return {
    keyId: tabKey(ctx),
    userId: () => {
      const cookie = readSessionCookie(ctx.caller);
      if (!cookie) return null;
      return app.statusCache.read(hashSessionId(cookie)).then((read) => {
        const state = app.sessions.stateOf(read?.session);
        if (!state.live || state.session.kind !== 'user' || !read?.user) return null;
        return tokensEqual(state.session.csrfToken, ctx.token) ? state.session.principalId : null;
      });
    },
  };
}
