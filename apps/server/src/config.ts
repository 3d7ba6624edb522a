import { z } from 'zod';
import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '@portal/contract/limits';

/**
 * Every knob of the server, read from the environment once at start-up (README lists them).
 * Start-up fails with the full list of what is wrong rather than the first problem.
 */
/** An empty variable (`DATABASE_URL=` in a service file) means "not set". */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** PostgreSQL connection string; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: unsetWhenEmpty(z.string().url()),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Hex SM2 private key of the envelope; generated and stored in the database when unset. */
  SM2_PRIVATE_KEY: unsetWhenEmpty(z.string().regex(/^[0-9a-fA-F]{64}$/)),
  /** Lifetime of a handshake key (seconds). */
  ENVELOPE_KEY_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7_200),
  /** Directory of the built web app; empty to serve the API only. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Trust X-Forwarded-For from this many proxy hops (0 = off). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Handshakes allowed per client address per minute (each costs an SM2 decryption). */
  HANDSHAKE_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Slider-captcha challenges per client id per minute (the blockPuzzle default), then 6201. */
  CAPTCHA_GETS_PER_MINUTE_PER_CLIENT: z.coerce.number().int().min(1).default(120),
  /** Slider-captcha challenges per client address per minute (offices share one address), then 6201. */
  CAPTCHA_GETS_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).default(600),
  /** Failed captcha checks per client id that lock it for 5 minutes (6202). */
  CAPTCHA_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).default(5),
  /**
   * Failed captcha checks per client address per lock step (6202): every 10th failure not yet
   * forgiven locks the address 60 s longer than the last lock, at most 15 minutes; each pass
   * forgives one, and 12 hours without a failure forget them (captcha/service.ts).
   */
  CAPTCHA_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Minutes without activity (the status poll does not count) before a session ends. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(SESSION_IDLE_MINUTES),
  /** Hours after which a session ends however active it is. */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 7).default(SESSION_MAX_HOURS),
  /** The local partner identity provider page /dev/open-idp: unset means on outside production. */
  OPEN_IDP_DEMO: unsetWhenEmpty(z.stringbool()),
  /** PostgreSQL pool size when DATABASE_URL is set. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where SMS codes go: `outbox` stores them (read at /dev/sms-outbox), `http` posts to a gateway. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: unsetWhenEmpty(z.string().url()),
  /** Bearer token for the SMS gateway, if it wants one. */
  SMS_HTTP_TOKEN: unsetWhenEmpty(z.string()),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** The outbox page: unset shows it outside production, `true`/`false` force it on or off. */
  SMS_OUTBOX_VIEW: unsetWhenEmpty(z.stringbool()),
}).superRefine((c, ctx) => {
  if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'required when SMS_PROVIDER=http' });
  }
});

export type AppConfig = z.infer<typeof ZConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Defaults for tests and tools, with overrides. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '' }), ...overrides };
}
