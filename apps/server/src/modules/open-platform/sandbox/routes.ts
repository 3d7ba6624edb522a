import type { FastifyInstance } from 'fastify';
import {
  openApiCredentials,
  openApiIssueCredential,
  openApiRevokeCredential,
  openApiRotateSecret,
  openApiSetIpAllowList,
  openApiSetPublicKey,
  openApiUsage,
} from '@portal/contract/calls/open-platform/sandbox/credentials';
import { operatorOpenApiUsage } from '@portal/contract/calls/open-platform/sandbox/usage-console';
import { everyWhileOpen } from '../../../plugins/background-job.ts';
import { registerCall } from '../../../plugins/envelope.ts';
import { operatorEditor } from '../../staff/operator-editor.ts';
import { openApiManagerSeat } from '../managers.ts';
import { sweepExpiringCredentials } from './credential-notices.ts';
import { createCredentialService } from './credentials.ts';
import { sandboxGatewayRoutes } from './gateway-routes.ts';
import { createUsageStats } from './usage-stats.ts';
import { createSandboxCache } from './sandbox-cache.ts';

/** Issue 26 points 2, 3 and 5: credentials (/yqzl/myApi), the sandbox gateway, usage. */
export async function openPlatformSandboxRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const cache = createSandboxCache(app.database);
  await cache.start();
  app.addHook('onClose', () => cache.stop());
  const credentials = createCredentialService(db, cache);
  const usage = createUsageStats(db);
  const user = (ctx: { session?: { principalId: string } | undefined }) => ctx.session!.principalId;
  // 密钥即将到期: once when the server is ready (not awaited there; waited for on close), then every interval.
  let firstSweep: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    firstSweep = sweepExpiringCredentials(db).catch((err: unknown) => app.log.warn({ err }, 'open platform key expiry sweep failed'));
  });
  app.addHook('onClose', async () => {
    await firstSweep;
  });
  everyWhileOpen(app, app.config.OPEN_API_KEY_EXPIRY_SWEEP_MS, 'open platform key expiry sweep', () => sweepExpiringCredentials(db));

  registerCall(app, openApiCredentials, ({ memberCustomerId }, ctx) => credentials.overview(user(ctx), memberCustomerId));
  registerCall(app, openApiIssueCredential, ({ memberCustomerId, environment }, ctx) => credentials.issue(user(ctx), memberCustomerId, environment), { rateLimit: { max: 20, timeWindow: 60_000 } });
  registerCall(app, openApiRotateSecret, ({ appId }, ctx) => credentials.rotate(user(ctx), appId), { rateLimit: { max: 20, timeWindow: 60_000 } });
  registerCall(app, openApiRevokeCredential, ({ appId }, ctx) => credentials.revoke(user(ctx), appId));
  registerCall(app, openApiSetPublicKey, ({ appId, publicKey }, ctx) => credentials.setPublicKey(user(ctx), appId, publicKey));
  registerCall(app, openApiSetIpAllowList, ({ appId, ipAllowList }, ctx) => credentials.setIpAllowList(user(ctx), appId, ipAllowList));
  registerCall(app, openApiUsage, async ({ memberCustomerId, days }, ctx) => {
    const seat = await openApiManagerSeat(db, user(ctx), memberCustomerId);
    return usage.ofEnterprise(seat.enterpriseId, days ?? 14);
  });
  registerCall(app, operatorOpenApiUsage, async ({ enterpriseId, days }, ctx) => {
    await operatorEditor(app, ctx);
    return usage.ofAll(enterpriseId, days ?? 14);
  });

  await sandboxGatewayRoutes(app, cache);
}
