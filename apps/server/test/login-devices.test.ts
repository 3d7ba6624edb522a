import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { checkLoginPassword } from '@portal/contract/calls/personal/account-changes';
import { ERRORS } from '@portal/contract/errors';
import { LOGIN_ADDRESS_MAX_FAILURES, LOGIN_MAX_FAILURES } from '@portal/contract/limits';
import { users } from '../src/db/schema/identity.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 35 point 5: lockout without denial of service (OWASP's device cookies). A browser that
 * has logged in to an account keeps logging in to it while failures from unknown devices keep
 * those devices locked out.
 */
let server: TestServer;
beforeAll(async () => {
  // Every browser acts from an address of its own unless a test puts two behind one (X-Forwarded-For through one trusted proxy).
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
});
afterAll(() => server.close());

const db = () => server.app.database.db;
const LOGIN_RATE_MAX = 20;

let addressSeq = 0;
/** A browser at `address`, by default one no other browser uses. */
function browserAt(address = `198.18.40.${++addressSeq}`): BrowserSession {
  return browserSession(server, undefined, { 'x-forwarded-for': address });
}

let customerSeq = 0;
async function newCustomer() {
  customerSeq += 1;
  const who = { loginName: `device_user${customerSeq}`, phone: `1366000${String(1000 + customerSeq)}`, password: 'Right@2026' };
  await server.app.users.register({ userType: 'personal', realName: '李雷', ...who });
  return who;
}

async function login(tab: BrowserSession, loginName: string, password: string) {
  const reply = await tab.call(passwordLogin, { loginName, password: tab.secret(password), captchaVerification: await passSliderCaptcha(server) });
  tab.setToken(reply.token);
  return reply;
}

async function refusal(tab: BrowserSession, loginName: string, password: string) {
  const err = await failure(login(tab, loginName, password));
  return { code: err.code, message: err.message };
}

/** Wrong passwords from `tab` until the account's unknown devices are locked out. */
async function lockUnknownDevices(tab: BrowserSession, loginName: string) {
  for (let i = 1; i < LOGIN_MAX_FAILURES; i++) expect((await refusal(tab, loginName, 'Guess@2026')).code).toBe(ERRORS.LOGIN_FAILED.code);
  expect(await refusal(tab, loginName, 'Guess@2026')).toEqual({ code: ERRORS.ACCOUNT_LOCKED.code, message: expect.stringContaining('请1分钟后再试') });
}

/** As if the account's lock had just run out (its failures are still remembered). */
const endLock = (loginName: string) =>
  db().execute(sql`update users set last_failed_at = now() - interval '61 seconds', locked_until = now() - interval '1 second' where login_name = ${loginName}`);
/** The route limit's own per-minute windows end, as a minute's wait would end them. */
const endRouteWindows = () => db().execute(sql`delete from rate_limit_counters where key like 'POST:%'`);

async function failedLogins(loginName: string) {
  const [row] = await db().select({ failed: users.failedLogins }).from(users).where(eq(users.loginName, loginName));
  return row!.failed;
}

describe('an attacker who keeps locking a victim out', () => {
  it("never locks out the victim's own browser, which logs in and checks its password after every lock end", async () => {
    const victim = await newCustomer();
    const home = browserAt();
    await login(home, victim.loginName, victim.password);

    const attacker = browserAt();
    await lockUnknownDevices(attacker, victim.loginName);
    for (let minutes = 2; minutes <= 3; minutes++) {
      // The victim's browser logs in meanwhile, and its password check before a sensitive step works.
      expect((await login(home, victim.loginName, victim.password)).userInfo.loginName).toBe(victim.loginName);
      expect(await home.call(checkLoginPassword, { password: home.secret(victim.password) })).toEqual({ valid: true });
      // The attacker's right guess, and any other browser the victim has never used, wait.
      expect((await refusal(attacker, victim.loginName, victim.password)).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
      expect((await refusal(browserAt(), victim.loginName, victim.password)).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
      // The lock runs out and the attacker's next wrong guess locks unknown devices again, a minute longer.
      await endLock(victim.loginName);
      expect(await refusal(attacker, victim.loginName, 'Guess@2026')).toEqual({
        code: ERRORS.ACCOUNT_LOCKED.code,
        message: `密码错误次数过多，账户已临时锁定，请${minutes}分钟后再试，或使用短信登录、“忘记密码”重置密码`,
      });
    }
    // The victim's logins did not forgive the attacker's failures: the lock keeps growing.
    expect(await failedLogins(victim.loginName)).toBe(LOGIN_MAX_FAILURES + 2);
  });
});

describe('an office behind one network address', () => {
  it(`lets a colleague's browser log in after ${LOGIN_ADDRESS_MAX_FAILURES} wrong passwords from the address, while unknown devices there wait`, async () => {
    const office = '198.18.41.1';
    const colleague = await newCustomer();
    const colleagueBrowser = browserAt(office);
    await login(colleagueBrowser, colleague.loginName, colleague.password);
    const newcomer = await newCustomer();

    // Someone in the office tries one common password on many names.
    const sprayer = browserAt(office);
    for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES; i++) {
      if (i % LOGIN_RATE_MAX === 0) await endRouteWindows();
      expect((await refusal(sprayer, `office_name${i}`, 'Spring@2026')).code).toBe(ERRORS.LOGIN_FAILED.code);
    }
    await endRouteWindows();
    const addressLocked = { code: ERRORS.LOGIN_ADDRESS_LOCKED.code, message: '当前网络登录失败次数过多，请1分钟后再试' };
    expect(await refusal(sprayer, colleague.loginName, colleague.password)).toEqual(addressLocked);
    expect(await refusal(browserAt(office), newcomer.loginName, newcomer.password)).toEqual(addressLocked);

    expect((await login(colleagueBrowser, colleague.loginName, colleague.password)).userInfo.loginName).toBe(colleague.loginName);
    // The newcomer logs in from another address, and the lock did not count against either account.
    expect((await login(browserAt(), newcomer.loginName, newcomer.password)).userInfo.loginName).toBe(newcomer.loginName);
    expect([await failedLogins(colleague.loginName), await failedLogins(newcomer.loginName)]).toEqual([0, 0]);
  });
});
