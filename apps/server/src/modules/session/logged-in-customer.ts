import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER } from '@portal/contract/envelope/protocol';
import { readSessionCookie } from './cookie.ts';
import { tokensEqual } from './service.ts';

/**
 * On a public call: the customer's user id when the caller holds a live customer session with
 * the matching `x-token`, otherwise null (a visitor, or a staff session).
 */
export async function loggedInCustomerId(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const state = await app.sessions.state(readSessionCookie(request));
  const token = request.headers[HEADER.token];
  if (!state.live || state.session.kind !== 'user' || typeof token !== 'string') return null;
  return tokensEqual(state.session.csrfToken, token) ? state.session.principalId : null;
}
