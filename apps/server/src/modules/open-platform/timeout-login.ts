import type { FastifyInstance } from 'fastify';

/** §2: the timeout-login address a direct-connection page sends its top window to on 201701. */
export const TIMEOUT_LOGIN_PATH = '/firm/main/login.do';

/**
 * Where the portal runs inside the bank's network, the gateway sends `/firm/…` to the
 * enterprise web bank, whose login takes over. A portal reached on its own gets here instead:
 * the timeout then lands on the portal's own login, which returns to the open platform.
 * Anything but `type=TIMEOUT` stays "not found".
 */
export function timeoutLoginRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { type?: string } }>(TIMEOUT_LOGIN_PATH, async (req, reply) => {
    if (req.query.type !== 'TIMEOUT') return reply.redirect('/#/404', 302);
    return reply.redirect(`/#/login?redirectUrl=${encodeURIComponent('/yqzl/myApi')}`, 302);
  });
}
