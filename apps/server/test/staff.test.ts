import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { modifyPassword } from '@portal/contract/calls/personal/modify-password';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import { staffLogout } from '@portal/contract/calls/staff/staff-logout';
import { staffProfile } from '@portal/contract/calls/staff/staff-profile';
import { staffStatus } from '@portal/contract/calls/staff/staff-status';
import { ERRORS } from '@portal/contract/errors';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, SESSION_IDLE_MINUTES } from '@portal/contract/limits';
import { staffAccounts } from '../src/db/schema/identity.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { failure } from './support/call-failure.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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

  it('locks after five wrong passwords for thirty minutes, then lets the right one in', async () => {
    await server.app.database.db.execute(sql`delete from staff_login_history where staff_id = ${operator.id}`);
    const tab = browserSession(server);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect((await failure(loginStaff(tab, operator.loginName, 'Wrong@2026'))).code).toBe(ERRORS.LOGIN_FAILED.code);
    }
    expect((await failure(loginStaff(tab, operator.loginName, 'Wrong@2026'))).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect((await failure(loginStaff(tab, operator.loginName, operator.password))).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    const [lock] = await server.app.database.db
      .select({ until: staffAccounts.lockedUntil })
      .from(staffAccounts)
      .where(eq(staffAccounts.loginName, operator.loginName));
    expect(Math.round(((lock?.until?.getTime() ?? 0) - Date.now()) / 60_000)).toBe(LOGIN_LOCK_MINUTES);

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
