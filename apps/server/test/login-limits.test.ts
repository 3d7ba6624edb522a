import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { workspaceLogin } from '@portal/contract/calls/workspace/workspace-login';
import { ERRORS } from '@portal/contract/errors';
import {
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_WAIT_SECONDS,
  LOGIN_WAIT_INCREMENT_SECONDS,
} from '@portal/contract/limits';
import { users } from '../src/db/schema/identity.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  // Every test acts from client addresses of its own (X-Forwarded-For through one trusted proxy).
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
});
afterAll(() => server.close());

const db = () => server.app.database.db;
const LOGIN_RATE_MAX = 20;

let addressSeq = 0;
/** A browser tab at an address no other test uses. */
function tabFrom(address = `198.18.0.${++addressSeq}`): BrowserSession {
  return browserSession(server, undefined, { 'x-forwarded-for': address });
}

let customerSeq = 0;
async function newCustomer() {
  customerSeq += 1;
  const who = { loginName: `lock_user${customerSeq}`, phone: `1365000${String(1000 + customerSeq)}`, password: 'Right@2026' };
  await server.app.users.register({ userType: 'personal', realName: '韩梅梅', ...who });
  return who;
}

async function login(tab: BrowserSession, loginName: string, password: string) {
  return tab.call(passwordLogin, { loginName, password: tab.secret(password), captchaVerification: await passSliderCaptcha(server) });
}

/** The code, message and field of a refused login, to compare two answers whole. */
async function refusal(tab: BrowserSession, loginName: string, password: string) {
  const err = await failure(login(tab, loginName, password));
  return { code: err.code, message: err.message, field: err.field };
}

async function lockColumns(loginName: string) {
  const [row] = await db()
    .select({ failed: users.failedLogins, lastFailedAt: users.lastFailedAt, lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.loginName, loginName));
  return row!;
}

const secondsUntil = (at: Date | null) => (at ? (at.getTime() - Date.now()) / 1000 : 0);
const setColumns = (loginName: string, values: SQL) => db().execute(sql`update users set ${values} where login_name = ${loginName}`);
/** The route limit's own per-minute windows end, as a minute's wait would end them. */
const endRouteWindows = () => db().execute(sql`delete from rate_limit_counters where key like 'POST:%'`);

describe('one answer for unknown names and wrong passwords', () => {
  it('answers an unknown name exactly like a wrong password, down to the tries left and the lock', async () => {
    const who = await newCustomer();
    const tab = tabFrom();
    for (let left = LOGIN_MAX_FAILURES - 1; left > 0; left--) {
      const real = await refusal(tab, who.loginName, 'Wrong@2026');
      expect(real).toEqual({ code: ERRORS.LOGIN_FAILED.code, message: `用户名或密码错误，再错${left}次账户将被临时锁定`, field: undefined });
      expect(await refusal(tab, 'never_registered', 'Wrong@2026')).toEqual(real);
    }
    const locked = {
      code: ERRORS.ACCOUNT_LOCKED.code,
      message: '密码错误次数过多，账户已临时锁定，请1分钟后再试，或使用短信登录、“忘记密码”重置密码',
      field: undefined,
    };
    expect(await refusal(tab, who.loginName, 'Wrong@2026')).toEqual(locked);
    expect(await refusal(tab, 'never_registered', 'Wrong@2026')).toEqual(locked);
    // The right password waits too, on the workspace login as well.
    expect(await refusal(tab, who.loginName, who.password)).toEqual(locked);
    const workspace = await failure(
      tab.call(workspaceLogin, { loginName: who.loginName, password: tab.secret(who.password), captchaVerification: await passSliderCaptcha(server) }),
    );
    expect(workspace.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    // A phone typed as the login name that belongs to nobody is an unknown name like any other.
    expect(await refusal(tab, '13650009999', 'Wrong@2026')).toMatchObject({ code: ERRORS.LOGIN_FAILED.code, message: '用户名或密码错误，再错4次账户将被临时锁定' });
  });

  it("forgets an unknown name's failures twelve hours after the last, like an account's", async () => {
    const tab = tabFrom();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await refusal(tab, 'ghost_name', 'Wrong@2026');
    expect((await refusal(tab, 'ghost_name', 'Wrong@2026')).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    // The counter's window ends twelve hours after the last failure: end it, as twelve quiet hours would.
    await db().execute(sql`update rate_limit_counters set window_ends_at = now() - interval '1 second' where key like 'login-fail:user:name:%'`);
    expect((await refusal(tab, 'ghost_name', 'Wrong@2026')).message).toBe('用户名或密码错误，再错4次账户将被临时锁定');
  });
});

describe('the lock of one account', () => {
  it('grows by a minute per failure after the threshold, never past fifteen minutes, and ignores attempts while locked', async () => {
    const who = await newCustomer();
    const tab = tabFrom();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await refusal(tab, who.loginName, 'Wrong@2026');
    const first = await lockColumns(who.loginName);
    expect(first.failed).toBe(LOGIN_MAX_FAILURES);
    expect(secondsUntil(first.lockedUntil)).toBeGreaterThan(LOGIN_WAIT_INCREMENT_SECONDS - 10);
    expect(secondsUntil(first.lockedUntil)).toBeLessThanOrEqual(LOGIN_WAIT_INCREMENT_SECONDS);

    // Hammering a locked account neither counts nor lengthens the lock.
    for (let i = 0; i < 3; i++) expect((await refusal(tab, who.loginName, 'Wrong@2026')).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect(await lockColumns(who.loginName)).toEqual(first);

    // The first lock has run out: the next failure locks for two minutes (the count goes on).
    await setColumns(who.loginName, sql`last_failed_at = now() - interval '61 seconds', locked_until = now() - interval '1 second'`);
    expect(await refusal(tab, who.loginName, 'Wrong@2026')).toMatchObject({ code: ERRORS.ACCOUNT_LOCKED.code, message: expect.stringContaining('请2分钟后再试') });
    const second = await lockColumns(who.loginName);
    expect(second.failed).toBe(LOGIN_MAX_FAILURES + 1);
    expect(secondsUntil(second.lockedUntil)).toBeGreaterThan(2 * LOGIN_WAIT_INCREMENT_SECONDS - 10);
    expect(secondsUntil(second.lockedUntil)).toBeLessThanOrEqual(2 * LOGIN_WAIT_INCREMENT_SECONDS);

    // However many failures came before, no lock is longer than the maximum.
    await setColumns(who.loginName, sql`failed_logins = 200, last_failed_at = now() - interval '20 minutes', locked_until = now() - interval '1 second'`);
    expect(await refusal(tab, who.loginName, 'Wrong@2026')).toMatchObject({ message: expect.stringContaining('请15分钟后再试') });
    const capped = await lockColumns(who.loginName);
    expect(secondsUntil(capped.lockedUntil)).toBeGreaterThan(LOGIN_MAX_WAIT_SECONDS - 10);
    expect(secondsUntil(capped.lockedUntil)).toBeLessThanOrEqual(LOGIN_MAX_WAIT_SECONDS);
  });

  it('starts counting afresh twelve hours after the last failure, and after a successful login', async () => {
    const who = await newCustomer();
    const tab = tabFrom();
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await refusal(tab, who.loginName, 'Wrong@2026');
    await setColumns(who.loginName, sql`last_failed_at = now() - interval '12 hours 1 minute'`);
    expect((await refusal(tab, who.loginName, 'Wrong@2026')).message).toBe('用户名或密码错误，再错4次账户将被临时锁定');
    expect((await lockColumns(who.loginName)).failed).toBe(1);

    for (let i = 0; i < LOGIN_MAX_FAILURES - 2; i++) await refusal(tab, who.loginName, 'Wrong@2026');
    expect((await lockColumns(who.loginName)).failed).toBe(LOGIN_MAX_FAILURES - 1);
    await login(tab, who.loginName, who.password);
    expect(await lockColumns(who.loginName)).toEqual({ failed: 0, lastFailedAt: null, lockedUntil: null });
    // Another unknown device (the one that logged in is trusted now: login-devices.test.ts).
    expect((await refusal(tabFrom(), who.loginName, 'Wrong@2026')).message).toBe('用户名或密码错误，再错4次账户将被临时锁定');
  });
});

describe('the failures of one client address across accounts', () => {
  it(`makes an address wait after ${LOGIN_ADDRESS_MAX_FAILURES} wrong passwords on any names, while other addresses log in`, async () => {
    const who = await newCustomer();
    const sprayer = tabFrom('198.18.1.1');
    // One common password tried on many names: no single name comes near its own lock.
    for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES; i++) {
      if (i > 0 && i % LOGIN_RATE_MAX === 0) await endRouteWindows();
      expect((await refusal(sprayer, `sprayed_name${i}`, 'Spring@2026')).code).toBe(ERRORS.LOGIN_FAILED.code);
    }
    await endRouteWindows();
    const refused = await failure(login(sprayer, who.loginName, who.password));
    expect({ code: refused.code, message: refused.message }).toEqual({
      code: ERRORS.LOGIN_ADDRESS_LOCKED.code,
      message: '当前网络登录失败次数过多，请1分钟后再试',
    });
    // The refused attempt did not count against the account, and another address logs in.
    expect((await lockColumns(who.loginName)).failed).toBe(0);
    expect((await login(tabFrom('198.18.1.2'), who.loginName, who.password)).userInfo.loginName).toBe(who.loginName);
  });
});

describe('the per-address rate limits of the login calls', () => {
  it(`answers password login number ${LOGIN_RATE_MAX + 1} from one address within a minute with 429001, not another address's`, async () => {
    const busy = tabFrom();
    const call = (tab: BrowserSession) =>
      failure(tab.call(passwordLogin, { loginName: 'anyone', password: tab.secret('Whatever@1'), captchaVerification: 'not-a-passed-check-0000' }));
    for (let i = 0; i < LOGIN_RATE_MAX; i++) expect((await call(busy)).code).toBe(ERRORS.CAPTCHA_NOT_PASSED.code);
    const limited = await call(busy);
    expect({ code: limited.code, message: limited.message }).toEqual({ code: ERRORS.RATE_LIMITED.code, message: '请求过于频繁，请稍后再试' });
    expect((await call(tabFrom())).code).toBe(ERRORS.CAPTCHA_NOT_PASSED.code);
  });

  it(`answers SMS login number ${LOGIN_RATE_MAX + 1} from one address within a minute with 429001, not another address's`, async () => {
    const busy = tabFrom();
    const call = (tab: BrowserSession) => failure(tab.call(phoneLogin, { phone: '13650008888', smsCode: '123456' }));
    for (let i = 0; i < LOGIN_RATE_MAX; i++) expect((await call(busy)).code).toBe(ERRORS.SMS_CODE_EXPIRED.code);
    expect((await call(busy)).code).toBe(ERRORS.RATE_LIMITED.code);
    expect((await call(tabFrom())).code).toBe(ERRORS.SMS_CODE_EXPIRED.code);
  });
});
