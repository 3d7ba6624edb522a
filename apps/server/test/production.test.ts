import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { getTime } from '@portal/contract/calls/common/get-time';
import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import { ERRORS } from '@portal/contract/errors';
import { sm2EncryptField } from '@portal/contract/envelope/sm2-fields';
import { buildApp } from '../src/app.ts';
import { loadConfig, TEST_MASTER_KEY } from '../src/config.ts';
import { staffAccounts, users } from '../src/db/schema/identity.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie.ts';
import { SESSION_COOKIE } from '../src/modules/session/cookie.ts';
import { failure } from './support/call-failure.ts';
import { runNode } from './support/run-node.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { listenForTests, type TestServer } from './support/test-app.ts';
import { createDatabaseLocation, type DatabaseLocation } from './support/test-database.ts';

/**
 * What NODE_ENV=production changes (issue 18, findings 1 and 2): no demo accounts, no /dev pages,
 * a Secure session cookie, HSTS and CSP, and no start with a local provider unless allowed.
 */
const HSTS = 'max-age=31536000; includeSubDomains';
const PAGE_MARKER = '<title>production page</title>';

let location: DatabaseLocation;
let webDist: string;
beforeAll(async () => {
  location = await createDatabaseLocation();
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(join(webDist, 'index.html'), `<!doctype html><html><head>${PAGE_MARKER}</head><body></body></html>`);
  // The build's own records, which the tests read and the public must not.
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, '.vite', 'manifest.json'), '{"index.html":{"file":"app/index.js"}}');
});
afterAll(async () => {
  await location.drop();
  rmSync(webDist, { recursive: true, force: true });
});

/** The one place the production environment of these tests is written. */
function productionEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { NODE_ENV: 'production', LOG_LEVEL: 'info', WEB_DIST: webDist, MASTER_KEY: TEST_MASTER_KEY, PUBLIC_BASE_URL: 'https://portal.example.bank', ...location.env, ...extra };
}

/** A production start on the test's database (migrated and seeded by the start itself), listening. */
async function startProduction(): Promise<{ server: TestServer; log: () => string }> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp(loadConfig(productionEnv({ ALLOW_LOCAL_PROVIDERS: 'true' })), { logStream });
  return { server: await listenForTests(app), log: () => lines.join('') };
}

/** A browser tab that keeps every Set-Cookie line as sent (attributes included). */
function recordingTab(server: TestServer) {
  const setCookies: string[] = [];
  let token = '';
  const client = server.client({
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      setCookies.push(...res.headers.getSetCookie());
      return res;
    },
    token: () => token,
  });
  return {
    call: client.call,
    setCookies,
    setToken: (value: string) => (token = value),
    secret: (value: string) => sm2EncryptField(value, server.app.envelopeKeys.publicKey),
  };
}

function sessionCookie(setCookies: string[]): string | undefined {
  return setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`) && !/Max-Age=0/.test(line));
}

async function demoRows(app: FastifyInstance) {
  const { db } = app.database;
  const customers = await db.select({ id: users.id }).from(users).where(inArray(users.id, DEMO_CUSTOMERS.map((a) => a.id)));
  const staff = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(inArray(staffAccounts.id, DEMO_STAFF.map((a) => a.id)));
  return [...customers, ...staff];
}

describe('NODE_ENV=production', { timeout: 180_000 }, () => {
  it('refuses to start the server process with a local provider, naming each variable in Chinese and English', async () => {
    const run = await runNode('apps/server/src/main.ts', [], { env: productionEnv({ PORT: '0' }) });
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}SMS_PROVIDER: 生产环境不能使用本地短信发件箱.*ALLOW_LOCAL_PROVIDERS=true \/ production refuses SMS_PROVIDER=outbox.*set SMS_PROVIDER=http/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}FACE_PROVIDER: 生产环境不能使用本地人脸识别.* \/ production refuses FACE_PROVIDER=local: set FACE_PROVIDER=http/));
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toContain('门户已启动');
  });

  it('refuses the local providers with ALLOW_LOCAL_PROVIDERS=false too, and only in production', () => {
    expect(() => loadConfig(productionEnv({ ALLOW_LOCAL_PROVIDERS: 'false' }))).toThrow(/SMS_PROVIDER: [\s\S]*FACE_PROVIDER: /);
    expect(loadConfig(productionEnv({ ALLOW_LOCAL_PROVIDERS: 'true' })).NODE_ENV).toBe('production');
    expect(loadConfig({ ...location.env, NODE_ENV: 'development' }).SMS_PROVIDER).toBe('outbox');
  });

  it('starts without demo accounts or /dev pages, with a Secure cookie, HSTS and CSP, and says how to create the first operator', async () => {
    const { server, log } = await startProduction();
    try {
      expect(await demoRows(server.app)).toEqual([]);
      const tab = recordingTab(server);
      const demoLogin = await failure(
        tab.call(passwordLogin, { loginName: DEMO_CUSTOMERS[0].loginName, password: tab.secret(DEMO_CUSTOMERS[0].password), captchaVerification: await passSliderCaptcha(server) }),
      );
      expect([ERRORS.USER_NOT_FOUND.code, ERRORS.LOGIN_FAILED.code]).toContain(demoLogin.code);
      const operator = DEMO_STAFF[2];
      const demoStaff = await failure(
        tab.call(staffLogin, { loginName: operator.loginName, password: tab.secret(operator.password), captchaVerification: await passSliderCaptcha(server) }),
      );
      expect(demoStaff.code).toBe(ERRORS.LOGIN_FAILED.code);

      for (const path of ['/dev/sms-outbox', '/dev/open-idp']) {
        const res = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
        expect({ path, status: res.status, location: res.headers.get('location') }).toEqual({ path, status: 302, location: '/#/404' });
      }

      // A customer of the bank logs in: the session cookie is only ever sent over HTTPS.
      await server.app.users.register({ userType: 'personal', loginName: 'prod_customer', realName: '周敏', phone: '13612340001', password: 'Pc@12345' });
      const login = await tab.call(passwordLogin, { loginName: 'prod_customer', password: tab.secret('Pc@12345'), captchaVerification: await passSliderCaptcha(server) });
      expect(login.userInfo.loginName).toBe('prod_customer');
      expect(sessionCookie(tab.setCookies)).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+;.*; HttpOnly; SameSite=Strict; Secure$`));
      // So is the device cookie that keeps this browser trusted for the account's password logins.
      expect(tab.setCookies.find((line) => line.startsWith(`${DEVICE_COOKIE}=`))).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);

      const api = await fetch(`${server.origin}/qjmh/api${getTime.path}`);
      await api.arrayBuffer();
      expect(api.headers.get('strict-transport-security')).toBe(HSTS);
      expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      const page = await fetch(`${server.origin}/`);
      expect(await page.text()).toContain(PAGE_MARKER);
      expect(page.headers.get('strict-transport-security')).toBe(HSTS);
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; .*script-src 'self'; .*frame-ancestors 'self'$/);
      // Answered like any path that is no page: sent to #/404, never the file.
      const manifest = await fetch(`${server.origin}/.vite/manifest.json`, { redirect: 'manual' });
      await manifest.arrayBuffer();
      expect({ status: manifest.status, location: manifest.headers.get('location') }).toEqual({ status: 302, location: '/#/404' });

      const warning = log().split('\n').find((line) => line.includes('npm run staff:create'));
      expect(JSON.parse(warning!)).toMatchObject({ level: 40 });
      expect(log()).not.toContain('已创建演示账户');
    } finally {
      server.app.server.closeAllConnections();
      await server.app.close();
    }
  });

  it('lets the operator created with npm run staff:create log in after a restart, and stops warning', async () => {
    const created = await runNode('apps/server/src/cli/staff-create.ts', ['--login-name', 'first_op01', '--display-name', '系统管理员', '--role', 'operator'], {
      env: productionEnv(),
      input: 'First@2026\n',
    });
    expect(created.code).toBe(0);
    const { server, log } = await startProduction();
    try {
      const tab = recordingTab(server);
      const reply = await tab.call(staffLogin, { loginName: 'first_op01', password: tab.secret('First@2026'), captchaVerification: await passSliderCaptcha(server) });
      expect(reply.staff).toEqual({ loginName: 'first_op01', displayName: '系统管理员', role: 'operator' });
      expect(sessionCookie(tab.setCookies)).toMatch(/; Secure$/);
      expect(log()).not.toContain('npm run staff:create');
      expect(await demoRows(server.app)).toEqual([]);
    } finally {
      server.app.server.closeAllConnections();
      await server.app.close();
    }
  });
});
