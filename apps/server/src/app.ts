import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import '@portal/contract/zod-locale';
import { JSON_BODY_LIMIT_BYTES } from '@portal/contract/limits';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedAtStart } from './db/seed/at-start.ts';
import { demoAccountsWanted } from './db/seed/demo-accounts.ts';
import { seedIdentityRegistries } from './db/seed/identity/seed-registries.ts';
// imports: demo ledger (issue 23)
import { seedDemoLedgerAtStart } from './db/seed/ledger/seed-demo-ledger.ts';
// end imports: demo ledger
import './fastify-types.ts';
import { createEnvelopeKeyService } from './modules/security/service.ts';
import { databaseRateLimitStore } from './modules/security/rate-limit-store.ts';
import { createNonceStore } from './modules/security/nonce-store.ts';
import { prepareKeysAtRest } from './modules/security/keys-at-rest.ts';
import { listenForKeyChanges, logKeysAtRest } from './modules/security/key-notices.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { asBackgroundWork } from './plugins/background-job.ts';
import { LOG_SAFETY } from './plugins/log-safety.ts';
import { registerHandshake } from './plugins/handshake.ts';
import { registerRawJsonParser } from './plugins/raw-json.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { registerHealth } from './plugins/health.ts';
import { lazyChildLogger } from './plugins/lazy-child-logger.ts';
import { apiSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import { createPollLane } from './plugins/poll-lane.ts';
import { registerCallStats } from './modules/analytics/call-stats.ts';
import { registerMetrics } from './modules/metrics/register.ts';
import { commonRoutes } from './modules/common/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { disclaimerRoutes } from './modules/disclaimer/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { riskRoutes } from './modules/risk/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { createCaptchaService } from './modules/captcha/service.ts';
import { faceRoutes } from './modules/face/routes.ts';
import { createFaceService } from './modules/face/service.ts';
import { registryReferenceFaces } from './modules/identity/reference-faces.ts';
import { passwordRoutes } from './modules/password/routes.ts';
import { createFaceProvider } from './providers/face/create-face-provider.ts';
import { createAppSmsService, type SmsOverrides } from './modules/sms/app-sms.ts';
import { smsRoutes } from './modules/sms/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { sessionRoutes } from './modules/auth/session-routes.ts';
import { personalRoutes } from './modules/personal/routes.ts';
import { qrLoginRoutes } from './modules/qr-login/routes.ts';
import { createQrLoginService } from './modules/qr-login/service.ts';
import { openIdentityRoutes } from './modules/open-identity/routes.ts';
import { workspaceRoutes } from './modules/workspace/routes.ts';
import { accountRoutes } from './modules/personal/account-routes.ts';
import { createSessionService } from './modules/session/service.ts';
import { createLoginTicketService } from './modules/session/tickets.ts';
import { createUserService } from './modules/users/service.ts';
import { createStatusCache } from './modules/users/status-cache.ts';
import { createStaffService } from './modules/staff/service.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { createFeedbackService } from './modules/feedback/service.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { registerChat } from './modules/chat/register.ts';
import { createAssistantService } from './modules/assistant/service.ts';
import { assistantRoutes } from './modules/assistant/routes.ts';
import { articleRoutes } from './modules/articles/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { consoleRoutes } from './modules/console/routes.ts';
import { insightRoutes } from './modules/insight/routes.ts';
import { loginPageRoutes } from './modules/login-pages/routes.ts';
import { branchRoutes } from './modules/branches/routes.ts';
// real-name (issue 21)
import { realNameRoutes } from './modules/real-name/routes.ts';
// identity review (issue 21)
import { identityReviewRoutes } from './modules/identity-review/routes.ts';
// end identity review
// enterprise authentication (issue 21)
import { enterpriseAuthRoutes } from './modules/enterprise-auth/routes.ts';
// end enterprise authentication
// unified login (issue 22)
import { unifiedLoginRoutes } from './modules/unified-login/routes.ts';
// end unified login
// certificates (issue 22)
import { createCertificateService } from './modules/certificates/service.ts';
import { certificateRoutes } from './modules/certificates/routes.ts';
// end certificates
// staff and account relationships (issue 23)
import { inquirerRoutes } from './modules/inquirers/routes.ts';
// end staff and account relationships
// account flow (issue 23)
import { accountFlowRoutes } from './modules/account-flow/routes.ts';
// end account flow
// account statements (issue 23)
import { accountStatementRoutes } from './modules/account-statements/routes.ts';
import { createStatementRenderer } from './modules/account-statements/render-pool.ts';
// end account statements
// invoice check (issue 24)
import { invoiceCheckRoutes } from './modules/invoice-check/routes.ts';
// end invoice check
// check tools (issue 24)
import { checkRoutes } from './modules/checks/routes.ts';
import { seedCheckRegistries } from './db/seed/checks/seed-checks.ts';
// end check tools
// environmental-benefit estimate (issue 24)
import { greenFinanceRoutes } from './modules/green-finance/routes.ts';
// end environmental-benefit estimate
// carbon account (issue 24)
import { carbonAccountRoutes } from './modules/carbon-account/routes.ts';
import { seedDemoCarbonAtStart } from './db/seed/carbon/seed-demo-carbon.ts';
// special assets (issue 25)
import { specialAssetRoutes } from './modules/special-assets/routes.ts';
// end special assets
// open platform catalogue (issue 26)
import { openPlatformCatalogueRoutes } from './modules/open-platform/catalogue/routes.ts';
// end open platform catalogue
// open platform sandbox (issue 26)
import { openPlatformSandboxRoutes } from './modules/open-platform/sandbox/routes.ts';
// end open platform sandbox
// end carbon account
// rights (issue 25): rights centre, activity centre, receipt-printer password reset
import { rightsRoutes } from './modules/rights/routes.ts';
import { activityRoutes } from './modules/activities/routes.ts';
import { receiptPrinterRoutes } from './modules/receipt-printer/routes.ts';
// end rights
// eseal (issue 24)
import { sealPdfRoutes } from './modules/seal-pdf/routes.ts';
// end eseal
// web-bank QR confirmation (issue 25)
import { wyQrqmRoutes } from './modules/wy-qrqm/routes.ts';
// end web-bank QR confirmation
// open platform apply (issue 26)
import { timeoutLoginRoute } from './modules/open-platform/timeout-login.ts';
import { openPlatformApplyRoutes } from './modules/open-platform/apply/routes.ts';
// end open platform apply

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Stand-ins for the SMS service's captcha gate, clock or provider (tests). */
  sms?: SmsOverrides;
}

const SWEEP_INTERVAL_MS = 60_000;

/** Builds the whole server; `main.ts` only listens. Plugins register in a fixed order. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const hsts = config.NODE_ENV === 'production';
  const pollLane = createPollLane({ bodyLimit: JSON_BODY_LIMIT_BYTES, headers: apiSecurityHeaders({ hsts }) });
  const app = Fastify({
    serverFactory: pollLane.serverFactory,
    // Closing (SIGTERM, a rolling restart), requests already on an open connection are answered
    // as usual, each connection then closed: a 503 would fail them, where a load balancer sends
    // to another instance only what was refused or dropped unanswered.
    return503OnClosing: false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    childLoggerFactory: lazyChildLogger,
    logger: {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Requests are logged by method and path only: never bodies, cookies or envelope headers.
      // Errors without the values of a failed query, and known secret names redacted anywhere.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
        ...LOG_SAFETY.serializers,
      },
      redact: LOG_SAFETY.redact,
    },
  });

  registerSecurityHeaders(app, { hsts });
  app.decorate('pollLane', pollLane);

  // The database, then what counts in it (rate limits), then the envelope and error mapping.
  const database = options.database ?? openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
  });
  if (!options.database) {
    // The seed under the migration lock too: some of its steps check, then insert (issue 19).
    await database.migrate({
      underLock: () => seedAtStart(database.db, config, app.log),
      onWait: () => app.log.info('another instance is migrating the database: waiting for it'),
    });
  }
  // Before anything reads or writes a secret: a wrong MASTER_KEY stops the start here.
  const keysAtRest = await prepareKeysAtRest(database.db, config).catch(async (err: unknown) => {
    if (!options.database) await database.close();
    throw err;
  });
  logKeysAtRest(app.log, keysAtRest, database.kind);
  // Made-up people and enterprises belong to demo and test servers only, like the demo accounts.
  if (demoAccountsWanted(config)) await seedIdentityRegistries(database.db);
  // demo ledger (issue 23): the demo enterprise's accounts and two years of transactions, once.
  if (demoAccountsWanted(config)) await seedDemoLedgerAtStart(database.db, app.log);
  // end demo ledger
  // check tools (issue 24): made-up guarantees, letters and seals belong to demo and test servers only.
  if (demoAccountsWanted(config)) await seedCheckRegistries(database.db);
  // end check tools
  // demo carbon account (issue 24): 14 months of the demo enterprise's activity data, once.
  if (demoAccountsWanted(config)) await seedDemoCarbonAtStart(database.db, app.log);
  // end demo carbon account
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  app.decorate('config', config);
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());
  const nonces = createNonceStore(database);
  app.decorate(
    'envelopeKeys',
    await createEnvelopeKeyService(database.db, {
      privateKey: config.SM2_PRIVATE_KEY,
      keyTtlSeconds: config.ENVELOPE_KEY_TTL_SECONDS,
      nonces,
      keyWrap: keysAtRest.wrap,
    }),
  );
  const stopKeyNotices = await listenForKeyChanges(app, database);
  app.addHook('onClose', () => stopKeyNotices().catch(() => {}));
  const statusCache = await createStatusCache(database);
  app.addHook('onClose', () => statusCache.stop());
  app.decorate('statusCache', statusCache);
  app.decorate(
    'sessions',
    createSessionService(database.db, {
      idleMs: config.SESSION_IDLE_MINUTES * 60_000,
      maxAgeMs: config.SESSION_MAX_HOURS * 3_600_000,
      changes: { sessionChanged: statusCache.forgetSession, principalChanged: statusCache.forgetUser },
    }),
  );
  app.decorate('loginTickets', createLoginTicketService(database.db));
  app.decorate('users', createUserService(database.db));
  app.decorate('qrLogins', createQrLoginService(database.db));
  app.decorate('staff', createStaffService(database.db));
  app.decorate('sms', await createAppSmsService(app, options.sms));
  app.decorate(
    'captcha',
    createCaptchaService(database.db, {
      getsPerMinutePerClient: config.CAPTCHA_GETS_PER_MINUTE_PER_CLIENT,
      getsPerMinutePerAddress: config.CAPTCHA_GETS_PER_MINUTE_PER_ADDRESS,
      failuresPerClient: config.CAPTCHA_FAILURES_PER_CLIENT,
      failuresPerAddress: config.CAPTCHA_FAILURES_PER_ADDRESS,
    }),
  );
  app.addHook('onClose', () => app.captcha.close());
  app.decorate('feedback', createFeedbackService(database.db, app.sms));
  const assistant = await createAssistantService(database);
  app.addHook('onClose', () => assistant.stop());
  app.decorate('assistant', assistant);
  app.decorate('face', createFaceService(database.db, createFaceProvider(config, registryReferenceFaces(database.db)), app.log));
  app.addHook('onClose', () => app.face.close());
  // account statements (issue 35 point 6): PDF and XLSX writers off the thread that answers calls.
  app.decorate('statementRenderer', createStatementRenderer(config.STATEMENT_RENDER_THREADS));
  app.addHook('onClose', () => app.statementRenderer.close());
  // certificates (issue 22): the roots are made at the first start, after the master key is checked.
  app.decorate(
    'certificates',
    await createCertificateService(database.db, {
      validityDays: config.CERT_VALIDITY_DAYS,
      loginTokenTtlSeconds: config.CERT_LOGIN_TOKEN_TTL_SECONDS,
      userChanged: statusCache.forgetUser,
    }),
  );
  // end certificates
  const sweep = setInterval(() => void asBackgroundWork(async () => {
    app.envelopeKeys.sweep().catch((err: unknown) => app.log.warn({ err }, 'envelope sweep failed'));
    app.captcha.sweep().catch(() => app.log.warn('captcha sweep failed'));
    app.face.sweep().catch((err: unknown) => app.log.warn({ err }, 'face check sweep failed'));
    app.sms.sweep().catch((err: unknown) => app.log.warn({ err }, 'sms sweep failed'));
    app.sessions.sweep().catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
    app.loginTickets.sweep().catch((err: unknown) => app.log.warn({ err }, 'login ticket sweep failed'));
    app.qrLogins.sweep().catch((err: unknown) => app.log.warn({ err }, 'qr login sweep failed'));
    // certificates (issue 22)
    app.certificates.sweep().catch((err: unknown) => app.log.warn({ err }, 'certificate challenge sweep failed'));
  }), SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  registerRawJsonParser(app, JSON_BODY_LIMIT_BYTES);
  registerErrorHandling(app);
  // Before any route: it gives each API route its counting hook as the route is declared.
  registerCallStats(app);
  // Likewise before any route: each API route's reply is metered for /metrics.
  registerMetrics(app);
  registerHealth(app);
  registerHandshake(app);

  // Modules.
  commonRoutes(app);
  contentRoutes(app);
  disclaimerRoutes(app);
  systemRoutes(app);
  riskRoutes(app);
  analyticsRoutes(app);
  captchaRoutes(app);
  smsRoutes(app);
  passwordRoutes(app);
  faceRoutes(app);
  sessionRoutes(app);
  authRoutes(app);
  personalRoutes(app);
  qrLoginRoutes(app);
  openIdentityRoutes(app);
  workspaceRoutes(app);
  accountRoutes(app);
  staffRoutes(app);
  feedbackRoutes(app);
  assistantRoutes(app);
  articleRoutes(app);
  documentRoutes(app);
  productRoutes(app);
  consoleRoutes(app);
  insightRoutes(app);
  loginPageRoutes(app);
  branchRoutes(app);
  // real-name (issue 21)
  realNameRoutes(app);
  // identity review (issue 21)
  identityReviewRoutes(app);
  // end identity review
  // enterprise authentication (issue 21)
  enterpriseAuthRoutes(app);
  // end enterprise authentication
  // unified login (issue 22)
  unifiedLoginRoutes(app);
  // end unified login
  // certificates (issue 22)
  certificateRoutes(app);
  // end certificates
  // staff and account relationships (issue 23)
  inquirerRoutes(app);
  // end staff and account relationships
  // account flow (issue 23)
  accountFlowRoutes(app);
  // end account flow
  // account statements (issue 23)
  accountStatementRoutes(app);
  // end account statements
  // invoice check (issue 24)
  invoiceCheckRoutes(app);
  // end invoice check
  // check tools (issue 24)
  checkRoutes(app);
  // end check tools
  // environmental-benefit estimate (issue 24)
  greenFinanceRoutes(app);
  // end environmental-benefit estimate
  // carbon account (issue 24)
  carbonAccountRoutes(app);
  // end carbon account
  // rights (issue 25)
  rightsRoutes(app);
  activityRoutes(app);
  receiptPrinterRoutes(app);
  // end rights
  // eseal (issue 24)
  sealPdfRoutes(app);
  // end eseal
  // web-bank QR confirmation (issue 25)
  wyQrqmRoutes(app);
  // end web-bank QR confirmation
  // special assets (issue 25)
  specialAssetRoutes(app);
  // end special assets
  // open platform apply (issue 26)
  timeoutLoginRoute(app);
  openPlatformApplyRoutes(app);
  // end open platform apply
  // open platform catalogue (issue 26)
  openPlatformCatalogueRoutes(app);
  // end open platform catalogue
  // open platform sandbox (issue 26): credentials, the sandbox gateway, usage
  await openPlatformSandboxRoutes(app);
  // end open platform sandbox
  await registerChat(app);

  await registerWebStatic(app, config.WEB_DIST);
  return app;
}
