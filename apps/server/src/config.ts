import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '@portal/contract/limits';

/**
 * Every knob of the server, read from the environment once at start-up (README lists them).
 * Start-up fails with the full list of what is wrong rather than the first problem.
 */
/** An empty variable (`DATABASE_URL=` in a service file) means "not set". */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Why production refuses a local provider, in Chinese and English, naming what to set. */
const LOCAL_PROVIDER_REFUSED = {
  sms:
    '生产环境不能使用本地短信发件箱（验证码只存库、不发送）：请设置 SMS_PROVIDER=http 和 SMS_HTTP_URL；演示服务器可设置 ALLOW_LOCAL_PROVIDERS=true' +
    ' / production refuses SMS_PROVIDER=outbox (codes are stored, never sent): set SMS_PROVIDER=http and SMS_HTTP_URL, or ALLOW_LOCAL_PROVIDERS=true on a demo server',
  face:
    '生产环境不能使用本地人脸识别：请设置 FACE_PROVIDER=http 并配置人脸核验服务；演示服务器可设置 ALLOW_LOCAL_PROVIDERS=true' +
    ' / production refuses FACE_PROVIDER=local: set FACE_PROVIDER=http with a face verification service, or ALLOW_LOCAL_PROVIDERS=true on a demo server',
  // real-name (issue 21)
  threeElement:
    '生产环境不能使用本地三要素核验（只核对本行导入的名单）：请设置 THREE_ELEMENT_PROVIDER=http 和 THREE_ELEMENT_HTTP_URL；演示服务器可设置 ALLOW_LOCAL_PROVIDERS=true' +
    ' / production refuses THREE_ELEMENT_PROVIDER=local (it only knows the imported registry): set THREE_ELEMENT_PROVIDER=http and THREE_ELEMENT_HTTP_URL, or ALLOW_LOCAL_PROVIDERS=true on a demo server',
};

const MASTER_KEY_REQUIRED =
  '生产环境必须设置 MASTER_KEY（64 位十六进制，例如 openssl rand -hex 32 的输出）/ ' +
  'MASTER_KEY is required in production: 64 hex characters, e.g. the output of `openssl rand -hex 32`';

// config: public address (issue 37, defect 6)
const PUBLIC_BASE_URL_REQUIRED =
  '生产环境必须设置 PUBLIC_BASE_URL（客户打开门户的对外地址，例如 https://portal.example.bank；二维码、短信、回调中的链接都由它生成）/ ' +
  'PUBLIC_BASE_URL is required in production: the address customers open the portal at, e.g. https://portal.example.bank (every link in a QR code, SMS text or callback is built from it)';

const PUBLIC_BASE_URL_INVALID =
  '必须是以 http:// 或 https:// 开头的对外地址，只含协议、域名和端口，不带路径、参数或 #，例如 https://portal.example.bank / ' +
  'must be an absolute http:// or https:// origin without path, query or fragment, e.g. https://portal.example.bank';

/**
 * `https://Portal.Example.bank:443/` → `https://portal.example.bank`: the origin alone (lower-case
 * host, no default port, no trailing slash), or null for anything that is not just an origin.
 */
export function publicOriginOf(value: string): string | null {
  if (/[?#\\\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.pathname !== '/' || !url.hostname) return null;
  return url.origin;
}

const ZPublicBaseUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const origin = publicOriginOf(value);
    if (origin === null) {
      ctx.addIssue({ code: 'custom', message: PUBLIC_BASE_URL_INVALID });
      return z.NEVER;
    }
    return origin;
  });
// end config: public address

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** PostgreSQL connection string; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: unsetWhenEmpty(z.string().url()),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * 32 random bytes as 64 hex characters: the key that seals key material at rest (SM2 key,
   * tab keys, partner and server secrets). Required in production; otherwise, when unset, one is
   * generated once into DATA_DIR/master.key (modules/security/master-key.ts).
   */
  MASTER_KEY: unsetWhenEmpty(z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 random bytes)')),
  /** Hex SM2 private key of the envelope; generated and stored in the database when unset. */
  SM2_PRIVATE_KEY: unsetWhenEmpty(z.string().regex(/^[0-9a-fA-F]{64}$/)),
  /** Lifetime of a handshake key (seconds). */
  ENVELOPE_KEY_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7_200),
  /**
   * The address customers open the portal at (`https://portal.example.bank`): every link the
   * portal hands out (QR codes, SMS and e-mail texts, callbacks) starts with it, never with a
   * request's Host header (issue 37, defect 6). Required in production; unset elsewhere, the
   * address the server listens on (publicBaseUrl below).
   */
  PUBLIC_BASE_URL: unsetWhenEmpty(ZPublicBaseUrl),
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
  /** Who judges a face picture: `local` counts faces with a bundled model, `http` asks the bank's service. */
  FACE_PROVIDER: z.enum(['local', 'http']).default('local'),
  FACE_HTTP_URL: unsetWhenEmpty(z.string().url()),
  /** Bearer token for the face verification service, if it wants one. */
  FACE_HTTP_TOKEN: unsetWhenEmpty(z.string()),
  FACE_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // config: real-name three-element check (issue 21)
  /** Who checks name + document + phone: `local` reads the imported registry, `http` asks the bank's service. */
  THREE_ELEMENT_PROVIDER: z.enum(['local', 'http']).default('local'),
  THREE_ELEMENT_HTTP_URL: unsetWhenEmpty(z.string().url()),
  /** Bearer token for the three-element service, if it wants one. */
  THREE_ELEMENT_HTTP_TOKEN: unsetWhenEmpty(z.string()),
  THREE_ELEMENT_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  // end config: real-name
  /** `true` lets production start with the local SMS outbox or face check (a demo server). */
  ALLOW_LOCAL_PROVIDERS: unsetWhenEmpty(z.stringbool()),
  /**
   * Bearer token Prometheus sends to read /metrics (at least 32 characters, e.g. `openssl rand
   * -hex 32`). Unset: /metrics is open outside production and absent in production.
   */
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(32, 'must be at least 32 characters, e.g. the output of `openssl rand -hex 32`')),
  /**
   * How long a SIGTERM/SIGINT (or an uncaught error) may take to finish the requests in flight
   * and close the database; past it the process logs so and exits 1 (main.ts).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // config: certificates (issue 22)
  /** Days a user certificate issued by the bank's CA stays valid (2 years by default). */
  CERT_VALIDITY_DAYS: z.coerce.number().int().min(31).max(3_650).default(730),
  /** Seconds a certificate-login challenge may be signed and sent back. */
  CERT_LOGIN_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(600).default(120),
  // end config: certificates
  // config: account statements (issue 23)
  /** The bank's name at the head of printed and exported account statements (the portal's brand). */
  STATEMENT_BANK_NAME: z.string().trim().min(1).max(40).default('鼎信银行'),
  /**
   * Worker threads that write statement PDFs and XLSX files, started with the first file; unset:
   * one fewer than the cores, 1 to 4. 0 writes them on the thread that answers every call (a
   * crowd of prints then stalls the server: only for measuring that).
   */
  STATEMENT_RENDER_THREADS: unsetWhenEmpty(z.coerce.number().int().min(0).max(16)),
  // end config: account statements
  // config: invoice check (issue 24)
  /** Who answers invoice checks: `local` reads the imported invoice registry, `http` asks the bank's invoice service. */
  INVOICE_REGISTRY_PROVIDER: z.enum(['local', 'http']).default('local'),
  INVOICE_REGISTRY_HTTP_URL: unsetWhenEmpty(z.string().url()),
  /** Bearer token for the invoice service, if it wants one. */
  INVOICE_REGISTRY_HTTP_TOKEN: unsetWhenEmpty(z.string()),
  INVOICE_REGISTRY_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  // end config: invoice check
  // config: open platform (issue 26)
  /** How often each instance posts the notifications due at enterprises' callback URLs. */
  OPEN_API_CALLBACK_POLL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(5_000),
  /** How often each instance looks for credentials about to expire (密钥即将到期); also once at start. */
  OPEN_API_KEY_EXPIRY_SWEEP_MS: z.coerce.number().int().min(60_000).max(86_400_000).default(3_600_000),
  // end config: open platform
  /** The demo accounts: unset seeds them outside production, `true`/`false` force it; never twice. */
  SEED_DEMO: unsetWhenEmpty(z.stringbool()),
}).superRefine((c, ctx) => {
  if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'required when SMS_PROVIDER=http' });
  }
  if (c.FACE_PROVIDER === 'http' && !c.FACE_HTTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['FACE_HTTP_URL'], message: 'required when FACE_PROVIDER=http' });
  }
  // real-name three-element check (issue 21)
  if (c.THREE_ELEMENT_PROVIDER === 'http' && !c.THREE_ELEMENT_HTTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['THREE_ELEMENT_HTTP_URL'], message: 'required when THREE_ELEMENT_PROVIDER=http' });
  }
  // invoice check (issue 24)
  if (c.INVOICE_REGISTRY_PROVIDER === 'http' && !c.INVOICE_REGISTRY_HTTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['INVOICE_REGISTRY_HTTP_URL'], message: 'required when INVOICE_REGISTRY_PROVIDER=http' });
  }
  // end invoice check
  // Fail closed: a production server whose codes never reach a phone, or whose face check is
  // local, is a demo; it has to say so (issue 18).
  if (c.NODE_ENV === 'production' && !c.ALLOW_LOCAL_PROVIDERS) {
    if (c.SMS_PROVIDER === 'outbox') ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: LOCAL_PROVIDER_REFUSED.sms });
    if (c.FACE_PROVIDER === 'local') ctx.addIssue({ code: 'custom', path: ['FACE_PROVIDER'], message: LOCAL_PROVIDER_REFUSED.face });
    // real-name (issue 21)
    if (c.THREE_ELEMENT_PROVIDER === 'local') ctx.addIssue({ code: 'custom', path: ['THREE_ELEMENT_PROVIDER'], message: LOCAL_PROVIDER_REFUSED.threeElement });
  }
  // A generated key file would be one more secret lying beside the data; production names its key.
  if (c.NODE_ENV === 'production' && !c.MASTER_KEY) {
    ctx.addIssue({ code: 'custom', path: ['MASTER_KEY'], message: MASTER_KEY_REQUIRED });
  }
  // A link made from whatever Host a request named would send a phone to an internal or forged
  // address; production names the one customers reach (issue 37, defect 6).
  if (c.NODE_ENV === 'production' && !c.PUBLIC_BASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_BASE_URL'], message: PUBLIC_BASE_URL_REQUIRED });
  }
});

export type AppConfig = z.infer<typeof ZConfig>;

/** Every problem at once, one variable a line. */
function configError(error: z.ZodError): Error {
  const lines = error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  return new Error(`配置有误 / Invalid configuration:\n${lines.join('\n')}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) throw configError(parsed.error);
  return parsed.data;
}

/**
 * The origin every absolute link the portal hands out starts with (issue 37, defect 6):
 * PUBLIC_BASE_URL, never a request header. Unset (only outside production), the local address
 * the server listens on (`listening`: `app.server.address()`), `http://localhost:<port>` when it
 * listens on every interface or not yet at all, so `npm start` and the tests' random ports work.
 */
export function publicBaseUrl(config: Pick<AppConfig, 'PUBLIC_BASE_URL' | 'PORT'>, listening: AddressInfo | string | null = null): string {
  if (config.PUBLIC_BASE_URL) return config.PUBLIC_BASE_URL;
  if (!listening || typeof listening === 'string') return `http://localhost:${config.PORT}`;
  const everywhere = listening.address === '0.0.0.0' || listening.address === '::';
  const host = everywhere ? 'localhost' : listening.family === 'IPv6' ? `[${listening.address}]` : listening.address;
  return `http://${host}:${listening.port}`;
}

/** The master key of every test app: fixed, so instances built on one test database agree. */
export const TEST_MASTER_KEY = '7e57'.repeat(16);

/** Defaults for tests and tools, with overrides. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '', MASTER_KEY: TEST_MASTER_KEY }), ...overrides };
}

/**
 * The database settings alone, as the server reads them: for tools that open the server's
 * database (`npm run staff:create`) and must not fail on settings they do not use.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR' | 'DB_POOL_SIZE'> {
  const { DATABASE_URL, DATA_DIR, DB_POOL_SIZE } = ZConfig.shape;
  const parsed = z.object({ DATABASE_URL, DATA_DIR, DB_POOL_SIZE }).safeParse(env);
  if (!parsed.success) throw configError(parsed.error);
  return parsed.data;
}
