import type { FastifyInstance } from 'fastify';
import type { CallContext } from '../../plugins/envelope.ts';
import { loggedInCustomerId } from '../session/logged-in-customer.ts';
import type { ChatCustomer } from './service.ts';
import { CHAT_SERVER_TEXTS as T } from './texts.ts';

/**
 * Who is asking on the public chat calls: a logged-in customer is known by name; anyone else is
 * a visitor known by the browser's client id.
 */
export async function chatCustomer(app: FastifyInstance, ctx: CallContext, clientUid: string): Promise<ChatCustomer> {
  const userId = await loggedInCustomerId(app, ctx.request);
  const user = userId ? await app.users.findLive(userId) : undefined;
  if (user) return { customerKey: `user:${user.id}`, userId: user.id, name: user.realName || user.loginName };
  return { customerKey: `visitor:${clientUid}`, userId: null, name: T.visitor(clientUid) };
}
