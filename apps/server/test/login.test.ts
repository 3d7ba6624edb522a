import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { queryLoginHistory } from '@portal/contract/calls/personal/login-history';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { isLogin } from '@portal/contract/calls/session/is-login';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { ERRORS } from '@portal/contract/errors';
import { LOGIN_MAX_FAILURES } from '@portal/contract/limits';
import { DEMO_CUSTOMERS } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { failure } from './support/call-failure.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const [person, corp] = DEMO_CUSTOMERS;

async function login(tab: BrowserSession, loginName: string, password: string, redirectUrl?: string) {
  return tab.call(passwordLogin, {
    loginName,
    password: tab.secret(password),
    captchaVerification: await passSliderCaptcha(server),
    ...(redirectUrl ? { redirectUrl } : {}),
  });
}

describe('password login', () => {
  it('logs in by user name or by phone, and honours only the portal\'s own redirectUrl', async () => {
    const byName = await login(browserSession(server), person.loginName, person.password, '/center?tab=security');
    expect(byName.redirectUrl).toBe('#/center?tab=security');
    expect(byName.userInfo).toMatchObject({ usrNo1: person.userNo, realName: '王晓明', intervalDays: 0, certExpireMsg: null });
    const byPhone = await login(browserSession(server), person.phone, person.password, 'https://evil.example/#/center');
    expect(byPhone.redirectUrl).toBe('#/');
  });

  it('needs a passed slider check, and each check logs in once', async () => {
    const tab = browserSession(server);
    const missing = await failure(
      tab.call(passwordLogin, { loginName: person.loginName, password: tab.secret(person.password), captchaVerification: 'not-a-passed-check-0000' }),
    );
    expect(missing.code).toBe(ERRORS.CAPTCHA_NOT_PASSED.code);
    const captchaVerification = await passSliderCaptcha(server);
    await tab.call(passwordLogin, { loginName: person.loginName, password: tab.secret(person.password), captchaVerification });
    const reused = await failure(
      tab.call(passwordLogin, { loginName: person.loginName, password: tab.secret(person.password), captchaVerification }),
    );
    expect(reused.code).toBe(ERRORS.CAPTCHA_NOT_PASSED.code);
  });

  it('answers an unknown user like a wrong password, so the answer tells nobody which names exist', async () => {
    const unknown = await failure(login(browserSession(server), 'nobody_here', 'Whatever@1'));
    expect(unknown).toMatchObject({ code: ERRORS.LOGIN_FAILED.code, field: undefined, message: '用户名或密码错误，再错4次账户将被临时锁定' });
  });

  it('locks the account after five wrong passwords, then refuses even the right one, and records each attempt', async () => {
    const tab = browserSession(server);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      const wrong = await failure(login(tab, corp.loginName, 'Wrong@2026'));
      expect(wrong.code).toBe(ERRORS.LOGIN_FAILED.code);
      expect(wrong.message).toContain(`再错${LOGIN_MAX_FAILURES - i}次`);
    }
    expect((await failure(login(tab, corp.loginName, 'Wrong@2026'))).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect((await failure(login(tab, corp.loginName, corp.password))).code).toBe(ERRORS.ACCOUNT_LOCKED.code);

    // When the lock has run out, the right password works and clears the count.
    await server.app.database.db.execute(sql`update users set locked_until = now() - interval '1 second' where login_name = ${corp.loginName}`);
    const ok = await login(tab, corp.loginName, corp.password);
    tab.setToken(ok.token);
    const history = await tab.call(queryLoginHistory, {});
    expect(history.list.filter((h) => !h.success).length).toBe(LOGIN_MAX_FAILURES + 1);
    expect(history.list[0]).toMatchObject({ success: true, method: 'password' });
  });
});

describe('session lifecycle', () => {
  it('gives every login a new session id and ends the one the browser had', async () => {
    const tab = browserSession(server);
    await login(tab, person.loginName, person.password);
    const before = tab.cookies.get('QJMH_SID');
    const again = await login(tab, person.loginName, person.password);
    expect(tab.cookies.get('QJMH_SID')).not.toBe(before);
    tab.setToken(again.token);
    expect((await tab.call(queryUserInfo, {})).loginName).toBe(person.loginName);
  });

  it('ends an idle session, and the poll alone does not keep it alive', async () => {
    const tab = browserSession(server);
    tab.setToken((await login(tab, person.loginName, person.password)).token);
    await tab.call(getUserStatus, {});
    await server.app.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where ended_at is null`);
    expect(await tab.call(getUserStatus, {})).toMatchObject({ result: null, endReason: 'IDLE' });
    expect((await failure(tab.call(queryUserInfo, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });

  it('exchanges a login ticket (st) for a session once', async () => {
    const st = await server.app.loginTickets.issue(person.id, 'open');
    const tab = browserSession(server);
    const reply = await tab.call(isLogin, { st, terminalName: 'PC' });
    expect(reply).toMatchObject({ isLogin: true, userInfo: { loginName: person.loginName } });
    tab.setToken(reply.token!);
    expect((await tab.call(queryUserInfo, {})).loginName).toBe(person.loginName);
    const replay = await failure(browserSession(server).call(isLogin, { st, terminalName: 'PC' }));
    expect(replay.code).toBe(ERRORS.LOGIN_TICKET_INVALID.code);
  });
});

describe('workspace login', () => {
  it('answers the password with a one-time ticket that the portal spends for a session', async () => {
    const { workspaceLogin, workspaceGenerateSt } = await import('@portal/contract/calls/workspace/workspace-login');
    const tab = browserSession(server);
    const { st, redirectUrl } = await tab.call(workspaceLogin, {
      loginName: person.loginName,
      password: tab.secret(person.password),
      captchaVerification: await passSliderCaptcha(server),
      redirectUrl: '/center',
    });
    expect(redirectUrl).toBe('#/center');
    const session = await tab.call(isLogin, { st, terminalName: 'PC' });
    tab.setToken(session.token!);
    expect((await tab.call(queryLoginHistory, {})).list[0]).toMatchObject({ method: 'workspace', success: true });
    // A logged-in user hands a fresh ticket to the workspace window.
    const handOver = await tab.call(workspaceGenerateSt, {});
    expect(handOver.st).not.toBe(st);
    const wrong = await failure(
      tab.call(workspaceLogin, { loginName: person.loginName, password: tab.secret('Wrong@2026'), captchaVerification: await passSliderCaptcha(server) }),
    );
    expect(wrong.code).toBe(ERRORS.LOGIN_FAILED.code);
  });
});

describe('checkLogin', () => {
  it('sends a browser whose session ran out back to login with its way back, and a visitor nowhere', async () => {
    const { checkLogin } = await import('@portal/contract/calls/session/check-login');
    const visitor = browserSession(server);
    expect(await visitor.call(checkLogin, { redirectUrl: '#/center', type: '1', terminalName: 'PC' })).toBeNull();

    const tab = browserSession(server);
    tab.setToken((await login(tab, person.loginName, person.password)).token);
    expect(await tab.call(checkLogin, { redirectUrl: '#/center', type: '1', terminalName: 'PC' })).toBeNull();
    await server.app.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where ended_at is null`);
    expect(await tab.call(checkLogin, { redirectUrl: '#/center?tab=security', type: '1', terminalName: 'PC' })).toBe(
      '#/login?redirectUrl=%2Fcenter%3Ftab%3Dsecurity',
    );
  });
});

describe('status poll cache', () => {
  it('drops what it keeps when another instance changes the session or the customer', async () => {
    const tab = browserSession(server);
    tab.setToken((await login(tab, person.loginName, person.password)).token);
    expect((await tab.call(getUserStatus, {})).result?.realName).toBe('王晓明');
    expect((await tab.call(getUserStatus, {})).result?.realName).toBe('王晓明');

    // Writes this process did not make, as another instance's would arrive: only the database's notice tells.
    const db = server.app.database.db;
    await db.execute(sql`update users set real_name = '王晓明（测试）' where login_name = ${person.loginName}`);
    await vi.waitFor(async () => expect((await tab.call(getUserStatus, {})).result?.realName).toBe('王晓明（测试）'), { timeout: 3000, interval: 50 });
    await db.execute(sql`update users set real_name = '王晓明' where login_name = ${person.loginName}`);

    await db.execute(sql`update sessions set ended_at = now(), end_reason = 'TAKEN_OVER' where ended_at is null and kind = 'user'`);
    await vi.waitFor(async () => expect((await tab.call(getUserStatus, {})).endReason).toBe('TAKEN_OVER'), { timeout: 3000, interval: 50 });
  });
});
