import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { register } from '@portal/contract/calls/auth/register';
import { cancelUser, checkLoginPassword, modifyPhone, modifyUserInfo } from '@portal/contract/calls/personal/account-changes';
import { sendAccountSmsCode, sendNewPhoneSmsCode } from '@portal/contract/calls/personal/account-sms';
import { modifyPassword } from '@portal/contract/calls/personal/modify-password';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { ERRORS } from '@portal/contract/errors';
import { LOGIN_DEVICE_MAX_FAILURES, LOGIN_MAX_FAILURES, REGISTER_APP_ID, SMS_HOURLY_LIMIT_PER_CLIENT } from '@portal/contract/limits';
import { users } from '../src/db/schema/identity.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { latestSms, latestSmsCode } from './support/sms-outbox.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { failure } from './support/call-failure.ts';

let server: TestServer;
/** The SMS module's clock (tests move it instead of waiting). */
let smsClock = Date.now();
/** Each send moves the SMS clock a day on: past the resend gate and the daily per-phone budgets. */
const DAY_MS = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  server = await startTestServer({}, { sms: { captchaGate: { consume: async () => true }, now: () => new Date(smsClock) } });
});
afterAll(() => server.close());

const code = (phone: string) => latestSmsCode(server.app.database.db, phone);
/** The routes' per-minute limits per address end their windows, as a minute's wait would. */
const endRouteWindows = () => server.app.database.db.execute(sql`delete from rate_limit_counters where key like 'POST:%'`);

async function newCustomer(loginName: string, phone: string, extra: Record<string, string> = {}): Promise<BrowserSession> {
  const tab = browserSession(server);
  smsClock += DAY_MS;
  await tab.call(getSmsVerificationCode, { phone, type: 'register', captchaVerification: 'passed-slider-check-0001' });
  const reply = await tab.call(register, {
    appId: REGISTER_APP_ID as typeof REGISTER_APP_ID,
    userType: extra.enterpriseName ? 'enterprise' : 'personal',
    loginName,
    realName: '测试用户',
    phone,
    smsCode: await code(phone),
    password: tab.secret('Acct@2026'),
    ...extra,
  });
  tab.setToken(reply.token);
  return tab;
}

describe('account changes in the personal center', () => {
  it('changes the phone with codes from the old and the new phone; the old phone is free again', async () => {
    const tab = await newCustomer('phone_mover', '13311112222');
    smsClock += DAY_MS;
    expect((await tab.call(sendAccountSmsCode, { type: 'modify_phone' })).phone).toBe('133****2222');
    const oldPhoneCode = await code('13311112222');
    await tab.call(sendNewPhoneSmsCode, { phone: '13344445555' });
    const newPhoneCode = await code('13344445555');
    const typo = await failure(tab.call(modifyPhone, { oldPhoneCode, newPhone: '13344445555', newPhoneCode: newPhoneCode === '000000' ? '111111' : '000000' }));
    expect(typo.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    // The right old-phone code was not spent by the typo in the other one.
    expect(await tab.call(modifyPhone, { oldPhoneCode, newPhone: '13344445555', newPhoneCode })).toEqual({ phone: '133****5555' });
    expect((await tab.call(queryUserInfo, {})).phone).toBe('133****5555');

    const other = browserSession(server);
    smsClock += DAY_MS;
    await other.call(getSmsVerificationCode, { phone: '13344445555', type: 'login', captchaVerification: 'passed-slider-check-0002' });
    const login = await other.call(phoneLogin, { phone: '13344445555', smsCode: await code('13344445555') });
    expect(login.userInfo.loginName).toBe('phone_mover');
  });

  it('keeps an e-mail, and refuses a malformed one at the field', async () => {
    const tab = await newCustomer('mail_keeper', '13322223333');
    expect(await tab.call(modifyUserInfo, { email: 'cfo@hengtai.example.cn' })).toEqual({ email: 'cfo@hengtai.example.cn' });
    expect((await tab.call(queryUserInfo, {})).email).toBe('cfo@hengtai.example.cn');
    const bad = await failure(tab.call(modifyUserInfo, { email: 'not an email' }));
    expect(bad.code).toBe(ERRORS.VALIDATION.code);
    expect(bad.field).toBe('email');
  });

  it('sends a code to a new phone whether or not it is registered, and says "taken" only once both codes are proven', async () => {
    const tab = await newCustomer('phone_prober', '13366667777');
    smsClock += DAY_MS;
    await tab.call(sendAccountSmsCode, { type: 'modify_phone' });
    const oldPhoneCode = await code('13366667777');
    const taken = '13800138001';
    expect(await tab.call(sendNewPhoneSmsCode, { phone: taken })).toMatchObject({ phone: '138****8001' });
    const newPhoneCode = await code(taken);
    const guessed = await failure(tab.call(modifyPhone, { oldPhoneCode, newPhone: taken, newPhoneCode: newPhoneCode === '000000' ? '111111' : '000000' }));
    expect(guessed.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    const refused = await failure(tab.call(modifyPhone, { oldPhoneCode, newPhone: taken, newPhoneCode }));
    expect({ code: refused.code, field: refused.field }).toEqual({ code: ERRORS.PHONE_TAKEN.code, field: 'newPhone' });
    expect((await tab.call(queryUserInfo, {})).phone).toBe('133****7777');
  });

  it(`lets one customer send at most ${SMS_HOURLY_LIMIT_PER_CLIENT} codes an hour, so numbers cannot be tried in bulk`, async () => {
    const tab = await newCustomer('code_sender', '13377778888');
    await endRouteWindows();
    for (let i = 0; i < SMS_HOURLY_LIMIT_PER_CLIENT; i++) await tab.call(sendNewPhoneSmsCode, { phone: `1337000000${i}` });
    await endRouteWindows();
    const limited = await failure(tab.call(sendNewPhoneSmsCode, { phone: '13370000009' }));
    expect(limited.code).toBe(ERRORS.SMS_CLIENT_LIMIT.code);
    expect(await latestSms(server.app.database.db, '13370000009')).toBeUndefined();
  });

  // The customer registered in this browser, which is trusted for the account (login-devices.test.ts):
  // its own tries come first, then those of an unknown device, and "再错N次" counts down through both.
  const TRIES = LOGIN_DEVICE_MAX_FAILURES + LOGIN_MAX_FAILURES;

  it('checks the login password, and wrong ones count toward the lock', async () => {
    const tab = await newCustomer('pwd_checker', '13333334444');
    expect(await tab.call(checkLoginPassword, { password: tab.secret('Acct@2026') })).toEqual({ valid: true });
    for (let left = TRIES - 1; left > 0; left--) {
      if (left % 5 === 0) await endRouteWindows();
      const wrong = await failure(tab.call(checkLoginPassword, { password: tab.secret('Nope@2026') }));
      expect(wrong).toMatchObject({ code: ERRORS.OLD_PASSWORD_WRONG.code, field: 'password', message: `登录密码不正确，再错${left}次账户将被临时锁定` });
    }
    expect((await failure(tab.call(checkLoginPassword, { password: tab.secret('Nope@2026') }))).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect((await failure(tab.call(checkLoginPassword, { password: tab.secret('Acct@2026') }))).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
  });

  it('counts wrong old passwords of modifyPassword toward the lock, which then holds for the login too', async () => {
    const tab = await newCustomer('pwd_changer', '13344446666');
    const change = (oldPassword: string) => tab.call(modifyPassword, { oldPassword: tab.secret(oldPassword), newPassword: tab.secret('Next@2026') });
    for (let left = TRIES - 1; left > 0; left--) {
      if (left % 5 === 0) await endRouteWindows();
      expect(await failure(change('Nope@2026'))).toMatchObject({
        code: ERRORS.OLD_PASSWORD_WRONG.code,
        field: 'oldPassword',
        message: `原密码不正确，再错${left}次账户将被临时锁定`,
      });
    }
    expect((await failure(change('Nope@2026'))).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect((await failure(change('Acct@2026'))).code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    const elsewhere = browserSession(server);
    const login = await failure(
      elsewhere.call(passwordLogin, { loginName: 'pwd_changer', password: elsewhere.secret('Acct@2026'), captchaVerification: await passSliderCaptcha(server) }),
    );
    expect(login.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    // One count for both: the five wrong old passwords past the browser's own are the ones the login now waits for.
    const [row] = await server.app.database.db.select({ failed: users.failedLogins }).from(users).where(eq(users.loginName, 'pwd_changer'));
    expect(row?.failed).toBe(LOGIN_MAX_FAILURES);
  });

  it('cancels an account after password and code: sessions end, enterprise links go, name and phone are free', async () => {
    const tab = await newCustomer('leaving_corp', '13355556666', { enterpriseName: '远航物流有限公司', creditCode: '91440300708461136T' });
    smsClock += DAY_MS;
    await tab.call(sendAccountSmsCode, { type: 'cancel_user' });
    const smsCode = await code('13355556666');
    const wrongPassword = await failure(tab.call(cancelUser, { password: tab.secret('Nope@2026'), smsCode, confirm: true }));
    expect(wrongPassword).toMatchObject({ code: ERRORS.OLD_PASSWORD_WRONG.code, message: `登录密码不正确，再错${TRIES - 1}次账户将被临时锁定` });
    const done = await tab.call(cancelUser, { password: tab.secret('Acct@2026'), smsCode, confirm: true });
    expect(done).toEqual({ cancelled: true, unlinkedEnterprises: ['远航物流有限公司'] });
    expect((await tab.call(getUserStatus, {})).result).toBeNull();
    expect((await failure(tab.call(queryUserInfo, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);

    const again = await newCustomer('leaving_corp', '13355556666');
    expect((await again.call(queryUserInfo, {})).enterprises).toEqual([]);
  });
});
