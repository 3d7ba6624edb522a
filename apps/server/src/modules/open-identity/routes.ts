import type { FastifyInstance } from 'fastify';
import { openLogin } from '@portal/contract/calls/open-identity/open-login';
import { registerCall } from '../../plugins/envelope.ts';
import { safeRedirect } from '../auth/redirect.ts';
import { registerLocalPartnerPage } from './local-partner-page.ts';
import { createOpenIdentityService } from './service.ts';

const OPEN_LOGIN_RATE = { max: 30, timeWindow: 60_000 };

/** /openLogin: a partner's assertion becomes a one-time ticket that the portal spends (§4). */
export function openIdentityRoutes(app: FastifyInstance): void {
  const openIdentity = createOpenIdentityService(app);
  registerCall(
    app,
    openLogin,
    async ({ partnerId, assertion, redirectUrl }) => {
      const userId = await openIdentity.userFor(partnerId, assertion);
      return { st: await app.loginTickets.issue(userId, 'open'), redirectUrl: safeRedirect(redirectUrl) };
    },
    { rateLimit: OPEN_LOGIN_RATE },
  );
  const demo = app.config.OPEN_IDP_DEMO ?? app.config.NODE_ENV !== 'production';
  if (demo) registerLocalPartnerPage(app);
}
