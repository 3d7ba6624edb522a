import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { checkLoginPassword } from '@portal/contract/calls/personal/account-changes';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import { ERRORS } from '@portal/contract/errors';
import {
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_DEVICE_MAX_ACCOUNTS,
  LOGIN_DEVICE_MAX_FAILURES,
  LOGIN_DEVICE_TRUST_DAYS,
  LOGIN_MAX_FAILURES,
} from '@portal/contract/limits';
import { staffAccounts, users } from '../src/db/schema/identity.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie.ts';
import { createLoginDevices } from '../src/modules/security/login-devices.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 35 point 5: lockout without denial of service (OWASP's device cookies). A browser that
 * has logged in to an account keeps logging in to it while failures from unknown devices keep
 * those devices locked out.
 */
let server: TestServer;
beforeAll(async () => {
  // Every browser acts from an address of its own unless a test puts two behind one (X-Forwarded-For through one trusted proxy).
  // SMS codes are asked for without a slider check here; the SMS login is what the test is about.
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 }, { sms: { captchaGate: { consume: async () => true } } });
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
  const user = await server.app.users.register({ userType: 'personal', realName: '李雷', ...who });
  return { ...who, id: user.id };
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

describe('what counts as a trusted device', () => {
  it("counts a forged device cookie, or one for another account, as an unknown device", async () => {
    const victim = await newCustomer();
    const home = browserAt();
    await login(home, victim.loginName, victim.password);
    const genuine = home.cookies.get(DEVICE_COOKIE)!;

    // The attacker logged in to an account of her own in her browser: that trusts it for her account only.
    const mallory = await newCustomer();
    const attacker = browserAt();
    await login(attacker, mallory.loginName, mallory.password);
    await lockUnknownDevices(attacker, victim.loginName);
    expect((await refusal(attacker, victim.loginName, victim.password)).code).toBe(ERRORS.ACCOUNT_LOCKED.code);

    // The victim's entry with one character of its signature changed, an entry made up of
    // nothing, and a value that is no device cookie at all.
    const changed = genuine.slice(0, 40) + (genuine[40] === 'A' ? 'B' : 'A') + genuine.slice(41);
    for (const forged of [changed, 'A'.repeat(48), 'not a device cookie']) {
      const tab = browserAt();
      tab.cookies.set(DEVICE_COOKIE, forged);
      expect({ forged, code: (await refusal(tab, victim.loginName, victim.password)).code }).toEqual({ forged, code: ERRORS.ACCOUNT_LOCKED.code });
    }
    expect((await login(attacker, mallory.loginName, mallory.password)).userInfo.loginName).toBe(mallory.loginName);
    expect((await login(home, victim.loginName, victim.password)).userInfo.loginName).toBe(victim.loginName);

    // A customer's entry does not trust the browser for a staff account with the same id, nor the reverse.
    const staffDevices = createLoginDevices(db(), 'staff');
    expect(await staffDevices.trusted(home.cookies.get(DEVICE_COOKIE), victim.id, new Date())).toBeNull();
    expect(await createLoginDevices(db(), 'user').trusted(home.cookies.get(DEVICE_COOKIE), victim.id, new Date())).not.toBeNull();
  });

  it(`stops trusting a device cookie after ${LOGIN_DEVICE_MAX_FAILURES} wrong passwords, copies included, until a login issues a new one`, async () => {
    const owner = await newCustomer();
    const home = browserAt();
    await login(home, owner.loginName, owner.password);
    const wrong = (left: number) => ({ code: ERRORS.LOGIN_FAILED.code, message: `用户名或密码错误，再错${left}次账户将被临时锁定` });
    // Before any attack the owner's browser has its own tries and then those of an unknown device.
    expect(await refusal(home, owner.loginName, 'Typo@2026')).toEqual(wrong(LOGIN_DEVICE_MAX_FAILURES - 1 + LOGIN_MAX_FAILURES));

    await lockUnknownDevices(browserAt(), owner.loginName);
    // A thief with a copy of the cookie shares what is left of its trust.
    const thief = browserAt();
    thief.cookies.set(DEVICE_COOKIE, home.cookies.get(DEVICE_COOKIE)!);
    for (let left = LOGIN_DEVICE_MAX_FAILURES - 2; left > 0; left--) {
      expect(await refusal(left % 2 ? thief : home, owner.loginName, 'Guess@2026')).toEqual(wrong(left));
    }
    const locked = { code: ERRORS.ACCOUNT_LOCKED.code, message: expect.stringContaining('账户已临时锁定') };
    expect(await refusal(thief, owner.loginName, 'Guess@2026')).toEqual(locked);
    // Now both are unknown devices, which are locked out, even with the right password.
    expect(await refusal(thief, owner.loginName, owner.password)).toEqual(locked);
    expect(await refusal(home, owner.loginName, owner.password)).toEqual(locked);

    // SMS login still works during the lock and gives the owner's browser a new entry. As a
    // login from an unknown device it also clears the lock of unknown devices, as it always did.
    await home.call(getSmsVerificationCode, { phone: owner.phone, type: 'login', captchaVerification: 'passed-slider-check-0001' });
    await home.call(phoneLogin, { phone: owner.phone, smsCode: await latestSmsCode(db(), owner.phone) });
    expect((await login(home, owner.loginName, owner.password)).userInfo.loginName).toBe(owner.loginName);
    // The copy stays spent: its wrong password counts as an unknown device's, the owner's browser has its own tries again.
    expect(await refusal(thief, owner.loginName, 'Guess@2026')).toEqual(wrong(LOGIN_MAX_FAILURES - 1));
    expect(await refusal(home, owner.loginName, 'Typo@2026')).toEqual(wrong(LOGIN_DEVICE_MAX_FAILURES - 1 + LOGIN_MAX_FAILURES - 1));
  });

  it(`keeps one HttpOnly, SameSite cookie for ${LOGIN_DEVICE_TRUST_DAYS} days with the last ${LOGIN_DEVICE_MAX_ACCOUNTS} accounts`, async () => {
    const setCookies: string[] = [];
    const recording = server.client({
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        setCookies.push(...res.headers.getSetCookie());
        return res;
      },
    });
    const first = await newCustomer();
    const password = browserAt().secret(first.password);
    await recording.call(passwordLogin, { loginName: first.loginName, password, captchaVerification: await passSliderCaptcha(server) });
    expect(setCookies.find((line) => line.startsWith(`${DEVICE_COOKIE}=`))).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{48}; Path=/qjmh/; Max-Age=${LOGIN_DEVICE_TRUST_DAYS * 86_400}; HttpOnly; SameSite=Strict$`),
    );

    // One shared office computer, one more account than the cookie keeps: the first gives way.
    const shared = browserAt();
    const accounts = [first];
    for (let i = 1; i <= LOGIN_DEVICE_MAX_ACCOUNTS; i++) accounts.push(await newCustomer());
    for (const who of accounts) {
      await endRouteWindows();
      await login(shared, who.loginName, who.password);
    }
    expect(shared.cookies.get(DEVICE_COOKIE)!.split('.')).toHaveLength(LOGIN_DEVICE_MAX_ACCOUNTS);
    const devices = createLoginDevices(db(), 'user');
    const trustedFor = async (who: { id: string }, at = new Date()) => (await devices.trusted(shared.cookies.get(DEVICE_COOKIE), who.id, at)) !== null;
    expect(await Promise.all(accounts.map((who) => trustedFor(who)))).toEqual([false, true, true, true, true, true]);

    // An entry is trusted for its days after the login that issued it, not a day longer.
    const last = accounts.at(-1)!;
    const day = 86_400_000;
    expect(await trustedFor(last, new Date(Date.now() + (LOGIN_DEVICE_TRUST_DAYS - 1) * day))).toBe(true);
    expect(await trustedFor(last, new Date(Date.now() + (LOGIN_DEVICE_TRUST_DAYS + 1) * day))).toBe(false);
  });
});

describe('staff logins', () => {
  it("keep a staff member's own browser logging in while unknown devices are locked out", async () => {
    const [agent] = DEMO_STAFF;
    const desk = browserAt();
    await logInStaff(server, desk, agent);
    const attacker = browserAt();
    const staffRefusal = async (tab: BrowserSession, password: string) => {
      const err = await failure(tab.call(staffLogin, { loginName: agent.loginName, password: tab.secret(password), captchaVerification: await passSliderCaptcha(server) }));
      return err.code;
    };
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) expect(await staffRefusal(attacker, 'Guess@2026')).toBe(ERRORS.LOGIN_FAILED.code);
    expect(await staffRefusal(attacker, 'Guess@2026')).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect(await staffRefusal(attacker, agent.password)).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect((await logInStaff(server, desk, agent)).staff.loginName).toBe(agent.loginName);
    // The desk's logins did not forgive the attacker's failures.
    const [row] = await db().select({ failed: staffAccounts.failedLogins }).from(staffAccounts).where(eq(staffAccounts.loginName, agent.loginName));
    expect(row!.failed).toBe(LOGIN_MAX_FAILURES);
  });
});
