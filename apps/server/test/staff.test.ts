import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { modifyPassword } from '@portal/contract/calls/personal/modify-password';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import { staffLogout } from '@portal/contract/calls/staff/staff-logout';
import { staffProfile } from '@portal/contract/calls/staff/staff-profile';
import { staffStatus } from '@portal/contract/calls/staff/staff-status';
import { ERRORS } from '@portal/contract/errors';
import { LOGIN_MAX_FAILURES, LOGIN_MAX_WAIT_SECONDS, LOGIN_WAIT_INCREMENT_SECONDS, SESSION_IDLE_MINUTES } from '@portal/contract/limits';
import { staffAccounts } from '../src/db/schema/identity.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { failure } from './support/call-failure.ts';

let server: TestServer;
beforeAll(async () => {
  // The lock tests act from addresses of their own: their many attempts stay off the others' per-address limits.
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
});
afterAll(() => server.close());

const [agent, , operator] = DEMO_STAFF;
const [person] = DEMO_CUSTOMERS;

async function loginStaff(tab: BrowserSession, loginName: string, password: string) {
  return logInStaff(server, tab, { loginName, password });
}

async function loginCustomer(tab: BrowserSession) {
  const reply = await tab.call(passwordLogin, {
    loginName: person.loginName,
    password: tab.secret(person.password),
    captchaVerification: await passSliderCaptcha(server),
  });
  tab.setToken(reply.token);
  return reply;
}

describe('staff login', () => {
  it('logs an agent in with their role, shows the profile and logs out', async () => {
    const tab = browserSession(server);
    const reply = await loginStaff(tab, agent.loginName, agent.password);
    expect(reply.staff).toEqual({ loginName: 'agent01', displayName: agent.displayName, role: 'agent' });

    const status = await tab.call(staffStatus, {});
    expect(status).toMatchObject({ staff: { role: 'agent' }, endReason: null, token: reply.token });

    const profile = await tab.call(staffProfile, {});
    expect(profile.staff.role).toBe('agent');
    expect(profile.recentLogins[0]).toMatchObject({ success: true, failure: null, device: 'Chrome 156 / Windows' });
    const idleLeft = Date.parse(profile.session.idleDeadline) - Date.now();
    expect(idleLeft).toBeGreaterThan((SESSION_IDLE_MINUTES - 1) * 60_000);
    expect(idleLeft).toBeLessThanOrEqual(SESSION_IDLE_MINUTES * 60_000);
    expect(Date.parse(profile.session.maxDeadline)).toBeGreaterThan(Date.parse(profile.session.idleDeadline));

    expect((await tab.call(staffLogout, {})).loggedOut).toBe(true);
    expect(await tab.call(staffStatus, {})).toMatchObject({ staff: null, token: null });
    expect((await failure(tab.call(staffProfile, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });

  it('needs a passed slider check', async () => {
    const tab = browserSession(server);
    const err = await failure(
      tab.call(staffLogin, { loginName: agent.loginName, password: tab.secret(agent.password), captchaVerification: 'not-a-passed-check-0000' }),
    );
    expect(err.code).toBe(ERRORS.CAPTCHA_NOT_PASSED.code);
  });

  it('answers a customer name and an unknown name like a wrong password', async () => {
    const tab = browserSession(server);
    for (const [name, password] of [
      [person.loginName, person.password],
      ['nobody_here', 'Whatever@1'],
      [operator.loginName, 'Wrong@2026'],
    ] as const) {
      const err = await failure(loginStaff(tab, name, password));
      expect({ name, code: err.code, message: err.message }).toEqual({ name, code: ERRORS.LOGIN_FAILED.code, message: ERRORS.LOGIN_FAILED.msg });
    }
    await server.app.database.db.execute(sql`update staff_accounts set failed_logins = 0 where login_name = ${operator.loginName}`);
  });

  it('locks after five wrong passwords for a minute, an unknown name exactly alike, then lets the right one in', async () => {
    await server.app.database.db.execute(sql`delete from staff_login_history where staff_id = ${operator.id}`);
    const tab = browserSession(server, undefined, { 'x-forwarded-for': '203.0.113.21' });
    const answers = async (name: string, password: string) => {
      const err = await failure(loginStaff(tab, name, password));
      return { code: err.code, message: err.message };
    };
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      const real = await answers(operator.loginName, 'Wrong@2026');
      expect(real).toEqual({ code: ERRORS.LOGIN_FAILED.code, message: ERRORS.LOGIN_FAILED.msg });
      expect(await answers('no_such_staff', 'Wrong@2026')).toEqual(real);
    }
    const locked = { code: ERRORS.ACCOUNT_LOCKED.code, message: '密码错误次数过多，账户已临时锁定，请1分钟后再试' };
    expect(await answers(operator.loginName, 'Wrong@2026')).toEqual(locked);
    expect(await answers('no_such_staff', 'Wrong@2026')).toEqual(locked);
    expect(await answers(operator.loginName, operator.password)).toEqual(locked);
    const [lock] = await server.app.database.db
      .select({ until: staffAccounts.lockedUntil })
      .from(staffAccounts)
      .where(eq(staffAccounts.loginName, operator.loginName));
    const secondsLeft = ((lock?.until?.getTime() ?? 0) - Date.now()) / 1000;
    expect(secondsLeft).toBeGreaterThan(LOGIN_WAIT_INCREMENT_SECONDS - 10);
    expect(secondsLeft).toBeLessThanOrEqual(LOGIN_WAIT_INCREMENT_SECONDS);

    await server.app.database.db.execute(
      sql`update staff_accounts set locked_until = now() - interval '1 second' where login_name = ${operator.loginName}`,
    );
    await loginStaff(tab, operator.loginName, operator.password);
    const profile = await tab.call(staffProfile, {});
    expect(profile.staff.role).toBe('operator');
    expect(profile.recentLogins[0]).toMatchObject({ success: true });
    expect(profile.recentLogins.filter((l) => l.failure === 'ACCOUNT_LOCKED')).toHaveLength(1);
    expect(profile.recentLogins.filter((l) => l.failure === 'LOGIN_FAILED')).toHaveLength(LOGIN_MAX_FAILURES);
  });

  it('waits one minute longer at each failure after a lock, fifteen at most, and forgets failures after twelve hours', async () => {
    const db = server.app.database.db;
    const tab = browserSession(server, undefined, { 'x-forwarded-for': '203.0.113.22' });
    const lockAfterOneMore = async (setup: SQL) => {
      await db.execute(sql`update staff_accounts set ${setup} where login_name = ${agent.loginName}`);
      const err = await failure(loginStaff(tab, agent.loginName, 'Wrong@2026'));
      const [row] = await db
        .select({ failed: staffAccounts.failedLogins, until: staffAccounts.lockedUntil })
        .from(staffAccounts)
        .where(eq(staffAccounts.loginName, agent.loginName));
      return { code: err.code, failed: row!.failed, seconds: row!.until ? Math.round((row!.until.getTime() - Date.now()) / 1000) : null };
    };
    // The lock after the fifth failure has run out: the sixth waits two minutes, not a fresh count.
    const sixth = await lockAfterOneMore(sql`failed_logins = 5, last_failed_at = now() - interval '61 seconds', locked_until = now() - interval '1 second'`);
    expect(sixth).toMatchObject({ code: ERRORS.ACCOUNT_LOCKED.code, failed: 6 });
    expect(sixth.seconds).toBeGreaterThan(2 * LOGIN_WAIT_INCREMENT_SECONDS - 10);
    expect(sixth.seconds).toBeLessThanOrEqual(2 * LOGIN_WAIT_INCREMENT_SECONDS);
    const many = await lockAfterOneMore(sql`failed_logins = 40, last_failed_at = now() - interval '16 minutes', locked_until = now() - interval '1 second'`);
    expect(many).toMatchObject({ code: ERRORS.ACCOUNT_LOCKED.code, failed: 41 });
    expect(many.seconds).toBeGreaterThan(LOGIN_MAX_WAIT_SECONDS - 10);
    expect(many.seconds).toBeLessThanOrEqual(LOGIN_MAX_WAIT_SECONDS);
    const later = await lockAfterOneMore(sql`last_failed_at = now() - interval '12 hours 1 minute', locked_until = null`);
    expect(later).toEqual({ code: ERRORS.LOGIN_FAILED.code, failed: 1, seconds: null });
    await loginStaff(tab, agent.loginName, agent.password);
    const [cleared] = await db
      .select({ failed: staffAccounts.failedLogins, last: staffAccounts.lastFailedAt })
      .from(staffAccounts)
      .where(eq(staffAccounts.loginName, agent.loginName));
    expect(cleared).toEqual({ failed: 0, last: null });
  });

  it('refuses a disabled staff account even with the right password', async () => {
    await server.app.database.db.execute(sql`update staff_accounts set status = 'disabled' where login_name = ${agent.loginName}`);
    try {
      const err = await failure(loginStaff(browserSession(server), agent.loginName, agent.password));
      expect(err.code).toBe(ERRORS.STAFF_ACCOUNT_DISABLED.code);
    } finally {
      await server.app.database.db.execute(sql`update staff_accounts set status = 'active' where login_name = ${agent.loginName}`);
    }
  });

  it('keeps one live session per staff member: a second login takes over', async () => {
    const first = browserSession(server);
    await loginStaff(first, agent.loginName, agent.password);
    const second = browserSession(server);
    await loginStaff(second, agent.loginName, agent.password);
    expect(await first.call(staffStatus, {})).toMatchObject({ staff: null, endReason: 'TAKEN_OVER' });
    expect((await second.call(staffProfile, {})).staff.loginName).toBe(agent.loginName);
  });
});

describe('staff and customers never share calls', () => {
  it('refuses customer calls to a staff session with WRONG_ROLE', async () => {
    const tab = browserSession(server);
    await loginStaff(tab, agent.loginName, agent.password);
    expect((await failure(tab.call(queryUserInfo, {}))).code).toBe(ERRORS.WRONG_ROLE.code);
    const change = tab.call(modifyPassword, { oldPassword: tab.secret(agent.password), newPassword: tab.secret('Agent@2027') });
    expect((await failure(change)).code).toBe(ERRORS.WRONG_ROLE.code);
    // The customer status poll sees no customer here.
    expect(await tab.call(getUserStatus, {})).toMatchObject({ result: null, token: null });
  });

  it('refuses staff calls to a customer session with WRONG_ROLE', async () => {
    const tab = browserSession(server);
    await loginCustomer(tab);
    expect((await failure(tab.call(staffProfile, {}))).code).toBe(ERRORS.WRONG_ROLE.code);
    expect((await failure(tab.call(staffLogout, {}))).code).toBe(ERRORS.WRONG_ROLE.code);
    expect(await tab.call(staffStatus, {})).toMatchObject({ staff: null, token: null });
    expect((await tab.call(queryUserInfo, {})).loginName).toBe(person.loginName);
  });

  it('a staff login in the same browser ends the customer session there', async () => {
    const tab = browserSession(server);
    await loginCustomer(tab);
    await loginStaff(tab, agent.loginName, agent.password);
    expect(await tab.call(getUserStatus, {})).toMatchObject({ result: null });
    expect((await failure(tab.call(queryUserInfo, {}))).code).toBe(ERRORS.WRONG_ROLE.code);
  });

  it('refuses every staff call of the contract to visitors and customers', async () => {
    const { ALL_CALLS } = await import('@portal/contract/calls/index-of-calls');
    const staffCalls = Object.entries(ALL_CALLS).filter(([, call]) => call.access === 'staff');
    expect(staffCalls.map(([name]) => name)).toEqual(expect.arrayContaining(['staffLogout', 'staffProfile']));
    const visitor = browserSession(server);
    const customer = browserSession(server);
    await loginCustomer(customer);
    for (const [name, call] of staffCalls) {
      const asVisitor = await failure(visitor.call(call, {} as never));
      expect({ name, code: asVisitor.code }).toEqual({ name, code: ERRORS.NOT_LOGGED_IN.code });
      const asCustomer = await failure(customer.call(call, {} as never));
      expect({ name, code: asCustomer.code }).toEqual({ name, code: ERRORS.WRONG_ROLE.code });
    }
  });
});
