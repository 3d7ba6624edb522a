import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '@portal/contract/calls/auth/register';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { queryLoginHistory } from '@portal/contract/calls/personal/login-history';
import { modifyPassword } from '@portal/contract/calls/personal/modify-password';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { logout } from '@portal/contract/calls/session/logout';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { REGISTER_APP_ID } from '@portal/contract/limits';
import { ERRORS } from '@portal/contract/errors';
import { HEADER, ONLINE_CONTEXT } from '@portal/contract/envelope/protocol';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { failure } from './support/call-failure.ts';

let server: TestServer;
/** The SMS module's clock: each code request moves it a day on, past the resend gate and the daily budgets. */
let smsClock = Date.now();
const DAY_MS = 24 * 60 * 60 * 1000;
// The slider captcha has its own tests; here every presented verification counts as passed.
beforeAll(async () => {
  server = await startTestServer({}, { sms: { captchaGate: { consume: async () => true }, now: () => new Date(smsClock) } });
});
afterAll(() => server.close());

async function codeFor(tab: BrowserSession, phone: string, type: 'register' | 'login') {
  smsClock += DAY_MS;
  await tab.call(getSmsVerificationCode, { phone, type, captchaVerification: 'passed-slider-check-0001' });
  return latestSmsCode(server.app.database.db, phone);
}

const person = { loginName: 'zhang_wei01', realName: '张伟', phone: '13912345678', password: 'Zw@12345' };

async function registerPerson(tab: BrowserSession, who = person) {
  const smsCode = await codeFor(tab, who.phone, 'register');
  return tab.call(register, {
    appId: REGISTER_APP_ID,
    userType: 'personal',
    loginName: who.loginName,
    realName: who.realName,
    phone: who.phone,
    smsCode,
    password: tab.secret(who.password),
  });
}

describe('registration', () => {
  it('registers an individual, logs them in and shows them in the status poll', async () => {
    const tab = browserSession(server);
    const reply = await registerPerson(tab);
    expect(reply.userInfo).toMatchObject({ loginName: person.loginName, userType: 'personal', phone: '139****5678' });
    expect(reply.userInfo.usrNo1).toMatch(/^\d{10}$/);
    tab.setToken(reply.token);
    const status = await tab.call(getUserStatus, {});
    expect(status.result?.loginName).toBe(person.loginName);
    expect(status.sessionStatus).toBe('D000000001');
  });

  it('registers an enterprise user with the enterprise in one go', async () => {
    const tab = browserSession(server);
    const smsCode = await codeFor(tab, '13712345678', 'register');
    const reply = await tab.call(register, {
      appId: REGISTER_APP_ID,
      userType: 'enterprise',
      loginName: 'hengtai_fin',
      realName: '赵敏',
      phone: '13712345678',
      smsCode,
      password: tab.secret('Ht#2026ab'),
      enterpriseName: '恒泰供应链管理有限公司',
      creditCode: '91350100M000100Y43',
    });
    expect(reply.userInfo.enterpriseName).toBe('恒泰供应链管理有限公司');
    tab.setToken(reply.token);
    const profile = await tab.call(queryUserInfo, {});
    expect(profile.enterprises).toEqual([
      { name: '恒泰供应链管理有限公司', creditCode: '9135**********0Y43', role: 'director', authStatus: 'DT' },
    ]);
  });

  it('refuses a taken user name or phone with its own message once the code is proven, before spending it', async () => {
    const tab = browserSession(server);
    const smsCode = await codeFor(tab, '13612345678', 'register');
    const base = { appId: REGISTER_APP_ID as typeof REGISTER_APP_ID, userType: 'personal' as const, realName: '钱多多' };
    const taken = { ...base, loginName: person.loginName.toUpperCase(), phone: '13612345678', password: tab.secret('Qd@12345') };
    // Without the right code nothing tells whether the name is taken.
    const guessed = await failure(tab.call(register, { ...taken, smsCode: smsCode === '000000' ? '111111' : '000000' }));
    expect(guessed.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    const takenName = await failure(tab.call(register, { ...taken, smsCode }));
    expect(takenName.code).toBe(ERRORS.LOGIN_NAME_TAKEN.code);
    expect(takenName.message).toBe('该用户名已被注册，请换一个用户名');
    // The code is still good: the same form, corrected, goes through.
    const ok = await tab.call(register, { ...base, smsCode, loginName: 'qian_duoduo', phone: '13612345678', password: tab.secret('Qd@12345') });
    expect(ok.userInfo.loginName).toBe('qian_duoduo');

    // A registration code goes to a taken phone too (the send does not tell); the registration says it.
    const again = browserSession(server);
    const secondCode = await codeFor(again, '13612345678', 'register');
    const takenPhone = await failure(
      again.call(register, { ...base, smsCode: secondCode, loginName: 'qian_second', phone: '13612345678', password: again.secret('Qd@12345') }),
    );
    expect({ code: takenPhone.code, field: takenPhone.field }).toEqual({ code: ERRORS.PHONE_TAKEN.code, field: 'phone' });
  });

  it('applies password rule 1 on the server and creates nothing when it fails', async () => {
    const tab = browserSession(server);
    const smsCode = await codeFor(tab, '13512345678', 'register');
    const err = await failure(
      tab.call(register, {
        appId: REGISTER_APP_ID,
        userType: 'personal',
        loginName: 'weak_pass01',
        realName: '孙亮',
        phone: '13512345678',
        smsCode,
        password: tab.secret('abcdefgh'),
      }),
    );
    expect(err.code).toBe(ERRORS.PASSWORD_RULE.code);
    expect(err.field).toBe('password');
    expect(err.message).toContain('同时包含数字、字母和特殊字符');
    // Nothing was created: the phone can still register.
    const retry = browserSession(server);
    await expect(codeFor(retry, '13512345678', 'register')).resolves.toMatch(/^\d{6}$/);
  });
});

describe('sessions', () => {
  it('sends a login code to an unregistered phone too, and says "not registered" only after the code', async () => {
    const tab = browserSession(server);
    const phone = '13698765432';
    const wrong = await failure(tab.call(phoneLogin, { phone, smsCode: '123456' }));
    expect(wrong.code).toBe(ERRORS.SMS_CODE_EXPIRED.code);
    const smsCode = await codeFor(tab, phone, 'login');
    const guessed = await failure(tab.call(phoneLogin, { phone, smsCode: smsCode === '000000' ? '111111' : '000000' }));
    expect(guessed.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    const unregistered = await failure(tab.call(phoneLogin, { phone, smsCode }));
    expect({ code: unregistered.code, field: unregistered.field, message: unregistered.message }).toEqual({
      code: ERRORS.PHONE_NOT_REGISTERED.code,
      field: 'phone',
      message: '该手机号尚未注册，请先注册',
    });
  });

  it('logs in by SMS code, lists the login in the history and logs out', async () => {
    const tab = browserSession(server);
    const smsCode = await codeFor(tab, person.phone, 'login');
    const reply = await tab.call(phoneLogin, { phone: person.phone, smsCode, redirectUrl: '#/center?tab=security' });
    expect(reply.redirectUrl).toBe('#/center?tab=security');
    tab.setToken(reply.token);
    const history = await tab.call(queryLoginHistory, {});
    expect(history.list[0]).toMatchObject({ method: 'sms', success: true, device: 'Chrome 156 / Windows' });
    expect((await tab.call(logout, {})).loggedOut).toBe(true);
    const status = await tab.call(getUserStatus, {});
    // The cookie is gone with the session: the tab is a visitor again.
    expect(status).toMatchObject({ result: null, token: null });
  });

  it('ends the older session when the same user logs in elsewhere, and says so', async () => {
    const first = browserSession(server);
    first.setToken((await first.call(phoneLogin, { phone: person.phone, smsCode: await codeFor(first, person.phone, 'login') })).token);
    const second = browserSession(server);
    const smsCode = await codeFor(second, person.phone, 'login');
    second.setToken((await second.call(phoneLogin, { phone: person.phone, smsCode })).token);

    const old = await first.call(getUserStatus, {});
    expect(old).toMatchObject({ result: null, endReason: 'TAKEN_OVER' });
    const denied = await failure(first.call(queryUserInfo, {}));
    expect(denied.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect((await second.call(queryUserInfo, {})).loginName).toBe(person.loginName);
  });

  it('refuses a call whose x-token does not match the session', async () => {
    const tab = browserSession(server);
    tab.setToken((await tab.call(phoneLogin, { phone: person.phone, smsCode: await codeFor(tab, person.phone, 'login') })).token);
    tab.setToken('forged-token-forged-token-forged0');
    expect((await failure(tab.call(queryUserInfo, {}))).code).toBe(ERRORS.BAD_SESSION_TOKEN.code);
  });

  it('ends the other sessions when the password changes and keeps this one', async () => {
    const tab = browserSession(server);
    tab.setToken((await tab.call(phoneLogin, { phone: person.phone, smsCode: await codeFor(tab, person.phone, 'login') })).token);
    const wrong = await failure(tab.call(modifyPassword, { oldPassword: tab.secret('Nope@1234'), newPassword: tab.secret('Zw@67890') }));
    expect(wrong.code).toBe(ERRORS.OLD_PASSWORD_WRONG.code);
    expect(wrong.field).toBe('oldPassword');
    const ruleBroken = await failure(tab.call(modifyPassword, { oldPassword: tab.secret(person.password), newPassword: tab.secret('short') }));
    expect(ruleBroken.field).toBe('newPassword');
    const changed = await tab.call(modifyPassword, { oldPassword: tab.secret(person.password), newPassword: tab.secret('Zw@67890') });
    expect(changed.changed).toBe(true);
    expect((await tab.call(queryUserInfo, {})).loginName).toBe(person.loginName);
    // The session of the earlier test's second tab, if any, is gone; a fresh status shows this one alive.
    expect((await tab.call(getUserStatus, {})).result?.loginName).toBe(person.loginName);
  });

  it('never lets a visitor make a customer call', async () => {
    const visitor = browserSession(server);
    for (const call of [queryUserInfo, queryLoginHistory, logout]) {
      expect((await failure(visitor.call(call, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    }
  });

  it('answers 201701 instead when the call comes from a direct-connection page (§8)', async () => {
    const online = browserSession(server, undefined, { [HEADER.context]: ONLINE_CONTEXT });
    const err = await failure(online.call(queryUserInfo, {}));
    expect({ code: err.code, msg: err.message }).toEqual({ code: ERRORS.SESSION_TIMEOUT_DIRECT.code, msg: ERRORS.SESSION_TIMEOUT_DIRECT.msg });
    // Any other value of the header changes nothing.
    const other = browserSession(server, undefined, { [HEADER.context]: 'portal' });
    expect((await failure(other.call(queryUserInfo, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });
});

describe('authorisation table', () => {
  it('refuses a visitor on every call that is not public, and lists which calls are', async () => {
    const { ALL_CALLS } = await import('@portal/contract/calls/index-of-calls');
    const visitor = browserSession(server);
    const guarded = Object.entries(ALL_CALLS).filter(([, call]) => (call.access ?? 'public') !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const [name, call] of guarded) {
      const err = await failure(visitor.call(call, {} as never));
      expect({ name, code: err.code }).toEqual({ name, code: ERRORS.NOT_LOGGED_IN.code });
    }
  });
});
