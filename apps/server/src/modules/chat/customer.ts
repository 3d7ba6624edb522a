import type { FastifyInstance } from 'fastify';
import type { CallContext } from '../../plugins/envelope.ts';
import { readSessionCookie } from '../session/cookie.ts';
import { tokensEqual } from '../session/service.ts';
import type { ChatCustomer } from './service.ts';
import { CHAT_SERVER_TEXTS as T } from './texts.ts';

/**
 * Who is asking on the public chat calls: a logged-in customer (live session of kind user with
 * the right x-token) is known by name; anyone else is a visitor known by the browser's client id.
 */
export async function chatCustomer(app: FastifyInstance, ctx: CallContext, clientUid: string): Promise<ChatCustomer> {
  const state = await app.sessions.state(readSessionCookie(ctx.request));
  if (state.live && state.session.kind === 'user' && tokensEqual(state.session.csrfToken, ctx.token)) {
    const user = await app.users.findLive(state.session.principalId);
    if (user) return { customerKey: `user:${user.id}`, userId: user.id, name: user.realName || user.loginName };
  }
  return { customerKey: `visitor:${clientUid}`, userId: null, name: T.visitor(clientUid) };
}
