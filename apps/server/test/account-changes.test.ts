import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { register } from '@portal/contract/calls/auth/register';
import { cancelUser, checkLoginPassword, modifyPhone, modifyUserInfo } from '@portal/contract/calls/personal/account-changes';
import { sendAccountSmsCode, sendNewPhoneSmsCode } from '@portal/contract/calls/personal/account-sms';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { ERRORS } from '@portal/contract/errors';
import { REGISTER_APP_ID } from '@portal/contract/limits';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { failure } from './support/call-failure.ts';

let server: TestServer;
/** The SMS clock moves past the 60 s resend gate before every send. */
let smsClock = Date.now();
beforeAll(async () => {
  server = await startTestServer({}, { sms: { captchaGate: { consume: async () => true }, now: () => new Date(smsClock) } });
});
afterAll(() => server.close());

const code = (phone: string) => latestSmsCode(server.app.database.db, phone);

async function newCustomer(loginName: string, phone: string, extra: Record<string, string> = {}): Promise<BrowserSession> {
  const tab = browserSession(server);
  smsClock += 61_000;
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
    smsClock += 61_000;
    expect((await tab.call(sendAccountSmsCode, { type: 'modify_phone' })).phone).toBe('133****2222');
    const oldPhoneCode = await code('13311112222');
    expect((await failure(tab.call(sendNewPhoneSmsCode, { phone: '13800138001' }))).code).toBe(ERRORS.PHONE_TAKEN.code);
    await tab.call(sendNewPhoneSmsCode, { phone: '13344445555' });
    const newPhoneCode = await code('13344445555');
    const typo = await failure(tab.call(modifyPhone, { oldPhoneCode, newPhone: '13344445555', newPhoneCode: newPhoneCode === '000000' ? '111111' : '000000' }));
    expect(typo.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    // The right old-phone code was not spent by the typo in the other one.
    expect(await tab.call(modifyPhone, { oldPhoneCode, newPhone: '13344445555', newPhoneCode })).toEqual({ phone: '133****5555' });
    expect((await tab.call(queryUserInfo, {})).phone).toBe('133****5555');

    const other = browserSession(server);
    smsClock += 61_000;
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

  it('checks the login password, and wrong ones count toward the lock', async () => {
    const tab = await newCustomer('pwd_checker', '13333334444');
    expect(await tab.call(checkLoginPassword, { password: tab.secret('Acct@2026') })).toEqual({ valid: true });
    const wrong = await failure(tab.call(checkLoginPassword, { password: tab.secret('Nope@2026') }));
    expect(wrong).toMatchObject({ code: ERRORS.OLD_PASSWORD_WRONG.code, field: 'password' });
  });

  it('cancels an account after password and code: sessions end, enterprise links go, name and phone are free', async () => {
    const tab = await newCustomer('leaving_corp', '13355556666', { enterpriseName: '远航物流有限公司', creditCode: '91440300708461136T' });
    smsClock += 61_000;
    await tab.call(sendAccountSmsCode, { type: 'cancel_user' });
    const smsCode = await code('13355556666');
    const wrongPassword = await failure(tab.call(cancelUser, { password: tab.secret('Nope@2026'), smsCode, confirm: true }));
    expect(wrongPassword.code).toBe(ERRORS.OLD_PASSWORD_WRONG.code);
    const done = await tab.call(cancelUser, { password: tab.secret('Acct@2026'), smsCode, confirm: true });
    expect(done).toEqual({ cancelled: true, unlinkedEnterprises: ['远航物流有限公司'] });
    expect((await tab.call(getUserStatus, {})).result).toBeNull();
    expect((await failure(tab.call(queryUserInfo, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);

    const again = await newCustomer('leaving_corp', '13355556666');
    expect((await again.call(queryUserInfo, {})).enterprises).toEqual([]);
  });
});
