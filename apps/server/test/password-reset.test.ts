import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { scanFaceTicket } from '@portal/contract/calls/face/scan-ticket';
import { submitFacePhoto } from '@portal/contract/calls/face/submit-photo';
import { getResetVerifyQrCode } from '@portal/contract/calls/password/get-verify-qr-code';
import { getResetVerifyQrCodeStatus } from '@portal/contract/calls/password/get-verify-qr-code-status';
import { modifyPasswordNew } from '@portal/contract/calls/password/modify-password-new';
import { getModifyPasswordSmsCode } from '@portal/contract/calls/password/modify-password-new-sms';
import { resetPasswordByFace } from '@portal/contract/calls/password/modify-pwd';
import { queryResetAccountInfo } from '@portal/contract/calls/password/query-account-info';
import { resetPassword } from '@portal/contract/calls/password/reset-password';
import { verifyResetIdentity } from '@portal/contract/calls/password/verify-reset-identity';
import { verifyResetUserInfo } from '@portal/contract/calls/password/verify-user-info';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { ERRORS } from '@portal/contract/errors';
import { ACCOUNT_LOOKUPS_PER_HOUR_PER_ADDRESS, LOGIN_MAX_FAILURES, SMS_CODE_TTL_SECONDS } from '@portal/contract/limits';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { faceChecks } from '../src/db/schema/face.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { asPhoneSends, solidPicture, twoFacesPicture } from './support/faces.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { failure } from './support/call-failure.ts';
import { liveFaceOf, person, STRANGER_JPEG } from './support/registry-faces.ts';
import { recordVerifiedRealName } from './support/verified-person.ts';
import type { SEED_PERSONS } from '../src/db/seed/identity/registry-data.ts';

let server: TestServer;
/** The SMS module's clock (tests move it instead of waiting). */
let smsClock = Date.now();
/** Each send moves the SMS clock a day on: past the resend gate and the daily per-phone budgets. */
const DAY_MS = 24 * 60 * 60 * 1000;
// SMS sends get a stand-in captcha gate; password logins below pass the real slider check.
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 }, { sms: { captchaGate: { consume: async () => true }, now: () => new Date(smsClock) } });
});
afterAll(() => server.close());

let serial = 0;
/**
 * A fresh customer per test, so no test depends on another's password or lock. With a registry
 * person, the customer is real-name verified as that person (each person serves one test: one
 * document is verified for one user only).
 */
async function newCustomer(verifiedAs?: (typeof SEED_PERSONS)[number]) {
  serial += 1;
  const who = { loginName: `reset_user${serial}`, phone: `1391000${String(1000 + serial)}`, password: 'Old@2026x', realName: verifiedAs?.realName ?? '林海峰' };
  const user = await server.app.users.register({ userType: 'personal', ...who });
  if (verifiedAs) await recordVerifiedRealName(server.app.database.db, user.id, verifiedAs);
  return who;
}

async function codeFor(tab: BrowserSession, phone: string, type: 'login' | 'reset_password') {
  smsClock += DAY_MS;
  await tab.call(getSmsVerificationCode, { phone, type, captchaVerification: 'passed-slider-check-0001' });
  return latestSmsCode(server.app.database.db, phone);
}

async function loggedIn(phone: string): Promise<BrowserSession> {
  const tab = browserSession(server);
  tab.setToken((await tab.call(phoneLogin, { phone, smsCode: await codeFor(tab, phone, 'login') })).token);
  return tab;
}

function loginWithPassword(loginName: string, password: string) {
  return (async () => {
    const tab = browserSession(server);
    return tab.call(passwordLogin, { loginName, password: tab.secret(password), captchaVerification: await passSliderCaptcha(server) });
  })();
}

/** A real PNG picture without a face (a warm gradient), base64 as the phone page sends it. */
function pngPicture(width: number, height: number): string {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      png.data[i] = 200;
      png.data[i + 1] = Math.round((150 * y) / height);
      png.data[i + 2] = Math.round((120 * x) / width);
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png).toString('base64');
}

describe('password reset by SMS', () => {
  it('resets with the code sent to the phone, ends every session and logs in with the new password only', async () => {
    const who = await newCustomer();
    const other = await loggedIn(who.phone);
    const visitor = browserSession(server);
    const smsCode = await codeFor(visitor, who.phone, 'reset_password');
    expect(await latestSmsCode(server.app.database.db, who.phone)).toBe(smsCode);

    expect(await visitor.call(verifyResetIdentity, { loginName: who.loginName, phone: who.phone, smsCode })).toEqual({ verified: true });
    const reply = await visitor.call(resetPassword, { loginName: who.loginName, phone: who.phone, smsCode, newPassword: visitor.secret('New#2026ab') });
    expect(reply).toEqual({ reset: true });

    expect(await other.call(getUserStatus, {})).toMatchObject({ result: null, endReason: 'PASSWORD_CHANGED' });
    expect((await loginWithPassword(who.loginName, 'New#2026ab')).userInfo.intervalDays).toBe(0);
    expect((await failure(loginWithPassword(who.loginName, who.password))).code).toBe(ERRORS.LOGIN_FAILED.code);
    // The code was spent by the reset.
    const again = await failure(
      visitor.call(resetPassword, { loginName: who.loginName, phone: who.phone, smsCode, newPassword: visitor.secret('New#2026cd') }),
    );
    expect(again.code).toBe(ERRORS.SMS_CODE_EXPIRED.code);
  });

  it('gives a wrong, a mismatched and an expired code each its own message', async () => {
    const who = await newCustomer();
    const someoneElse = await newCustomer();
    const visitor = browserSession(server);
    const smsCode = await codeFor(visitor, who.phone, 'reset_password');
    const wrongCode = smsCode === '000000' ? '111111' : '000000';

    const wrong = await failure(visitor.call(verifyResetIdentity, { loginName: who.loginName, phone: who.phone, smsCode: wrongCode }));
    expect(wrong.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    expect(wrong.message).toBe('短信验证码错误，还可输入4次');

    const mismatch = await failure(visitor.call(verifyResetIdentity, { loginName: someoneElse.loginName, phone: who.phone, smsCode }));
    expect(mismatch.code).toBe(ERRORS.RESET_IDENTITY_MISMATCH.code);
    expect(mismatch.field).toBe('loginName');
    // By phone in the login field works like the user name.
    expect((await visitor.call(verifyResetIdentity, { loginName: who.phone, phone: who.phone, smsCode })).verified).toBe(true);

    smsClock += (SMS_CODE_TTL_SECONDS + 1) * 1000;
    const expired = await failure(visitor.call(verifyResetIdentity, { loginName: who.loginName, phone: who.phone, smsCode }));
    expect(expired.code).toBe(ERRORS.SMS_CODE_EXPIRED.code);
    expect(expired.message).toBe('短信验证码已失效，请重新获取');
  });

  it('applies password rule 1 at the new password and keeps the code for the corrected form', async () => {
    const who = await newCustomer();
    const visitor = browserSession(server);
    const smsCode = await codeFor(visitor, who.phone, 'reset_password');
    const base = { loginName: who.loginName, phone: who.phone, smsCode };
    for (const weak of ['abcdefgh', 'Abc12345', 'Ab@1', 'Abc@1234567890123']) {
      const err = await failure(visitor.call(resetPassword, { ...base, newPassword: visitor.secret(weak) }));
      expect({ code: err.code, field: err.field, msg: err.message }).toEqual({
        code: ERRORS.PASSWORD_RULE.code,
        field: 'newPassword',
        msg: VALIDATION_MESSAGES.passwordRule1,
      });
    }
    const same = await failure(visitor.call(resetPassword, { ...base, newPassword: visitor.secret(who.password) }));
    expect(same.code).toBe(ERRORS.SAME_PASSWORD.code);
    expect((await visitor.call(resetPassword, { ...base, newPassword: visitor.secret('Good,2026') })).reset).toBe(true);
  });

  it('clears the lock left by wrong passwords', async () => {
    const who = await newCustomer();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await failure(loginWithPassword(who.loginName, 'Wrong@2026'));
    expect((await failure(loginWithPassword(who.loginName, who.password))).code).toBe(ERRORS.ACCOUNT_LOCKED.code);

    const visitor = browserSession(server);
    const smsCode = await codeFor(visitor, who.phone, 'reset_password');
    await visitor.call(resetPassword, { loginName: who.loginName, phone: who.phone, smsCode, newPassword: visitor.secret('Unlock@2026') });
    expect((await loginWithPassword(who.loginName, 'Unlock@2026')).userInfo.loginName).toBe(who.loginName);
  });
});

describe('password reset by face check', () => {
  async function identified(tab: BrowserSession, who: { loginName: string; phone: string; realName?: string }, realName = who.realName ?? '林海峰') {
    const { verifyToken } = await tab.call(verifyResetUserInfo, {
      loginName: who.loginName,
      realName: tab.secret(realName),
      phone: tab.secret(who.phone),
    });
    return verifyToken;
  }

  const statusOf = async (tab: BrowserSession, verifyToken: string) => (await tab.call(getResetVerifyQrCodeStatus, { verifyToken })).status;

  it('shows which account is meant, masked, and refuses a wrong name or phone with one answer', async () => {
    const who = await newCustomer(person('刘芳'));
    const tab = browserSession(server);
    expect(await tab.call(queryResetAccountInfo, { loginName: who.loginName })).toEqual({
      maskedRealName: '*芳',
      maskedPhone: `${who.phone.slice(0, 3)}****${who.phone.slice(7)}`,
      faceAvailable: true,
    });

    const wrongName = await failure(identified(tab, who, '刘方'));
    const wrongPhone = await failure(identified(tab, { ...who, phone: '13900000000' }));
    expect([wrongName.code, wrongPhone.code]).toEqual([ERRORS.FACE_IDENTITY_MISMATCH.code, ERRORS.FACE_IDENTITY_MISMATCH.code]);
    expect(wrongName.message).toBe(wrongPhone.message);
  });

  it('does not offer the face route to an account without real-name verification, and says so', async () => {
    const tab = browserSession(server);
    // A name typed at registration is no verified identity: there is no one to compare the face with.
    const unverified = await newCustomer();
    expect(await tab.call(queryResetAccountInfo, { loginName: unverified.loginName })).toMatchObject({ faceAvailable: false, maskedRealName: null });
    // "Not verified" is said only to a caller who also named the account's phone.
    const err = await failure(identified(tab, unverified));
    expect({ code: err.code, field: err.field, message: err.message }).toEqual({
      code: ERRORS.FACE_NO_REAL_NAME.code,
      field: 'loginName',
      message: '该账户未完成实名认证，无法通过人脸识别重置密码，请使用短信验证码重置',
    });
    expect((await failure(identified(tab, { ...unverified, phone: '13900000000' }))).code).toBe(ERRORS.FACE_IDENTITY_MISMATCH.code);
  });

  it("compares the face with the account holder's verified identity: a stranger's face or another person's resets nothing", async () => {
    const chen = person('陈静');
    const who = await newCustomer(chen);
    const desktop = browserSession(server);
    const phone = browserSession(server);
    const verifyToken = await identified(desktop, who);
    const { ticket } = await desktop.call(getResetVerifyQrCode, { verifyToken });
    for (const face of [STRANGER_JPEG, await liveFaceOf(person('张伟').docNumber)]) {
      const err = await failure(phone.call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image: (await asPhoneSends(face)).toString('base64') }));
      expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.FACE_NO_MATCH.code, field: 'image' });
    }
    expect((await failure(desktop.call(resetPasswordByFace, { verifyToken, newPassword: desktop.secret('Reset2026ab') }))).code).toBe(
      ERRORS.FACE_NOT_VERIFIED.code,
    );
    await phone.call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image: (await liveFaceOf(chen.docNumber)).toString('base64') });
    expect(await desktop.call(resetPasswordByFace, { verifyToken, newPassword: desktop.secret('Reset2026ab') })).toEqual({ reset: true });
  });

  it('answers a name nobody has with a made-up account of the same shape, the same every time', async () => {
    const tab = browserSession(server);
    const ask = (loginName: string) => tab.call(queryResetAccountInfo, { loginName });
    const first = await ask('nobody_at_all');
    expect(first.maskedPhone).toMatch(/^1[3-9]\d\*{4}\d{4}$/);
    if (first.faceAvailable) expect(first.maskedRealName).toMatch(/^\*{1,2}\p{Script=Han}$/u);
    else expect(first.maskedRealName).toBeNull();
    // Asked again (in another case, as names match without case), the answer is the same; another name differs.
    expect(await ask('NOBODY_AT_ALL')).toEqual(first);
    const others = await Promise.all(['nobody_else', 'nobody_third', 'nobody_fourth'].map(ask));
    expect(others.some((o) => o.maskedPhone !== first.maskedPhone)).toBe(true);
    // A phone nobody registered shows itself masked, as a registered one does.
    expect((await ask('13912340000')).maskedPhone).toBe('139****0000');
    // And its identity check fails like any mismatch.
    expect((await failure(identified(tab, { loginName: 'nobody_at_all', phone: '13912340000' }))).code).toBe(ERRORS.FACE_IDENTITY_MISMATCH.code);
  });

  it(`allows ${ACCOUNT_LOOKUPS_PER_HOUR_PER_ADDRESS} account look-ups an hour per address, counted in the database`, async () => {
    const tab = browserSession(server, undefined, { 'x-forwarded-for': '198.18.2.1' });
    // The per-minute route limit ends its window every ten calls, as a minute's wait would.
    const endRouteWindows = () => server.app.database.db.execute(sql`delete from rate_limit_counters where key like 'POST:%'`);
    for (let i = 0; i < ACCOUNT_LOOKUPS_PER_HOUR_PER_ADDRESS; i++) {
      if (i % 5 === 0) await endRouteWindows();
      // Both look-ups of the flow share the budget.
      if (i % 2) await tab.call(queryResetAccountInfo, { loginName: `walker${i}` });
      else expect((await failure(identified(tab, { loginName: `walker${i}`, phone: '13912340000' }))).code).toBe(ERRORS.FACE_IDENTITY_MISMATCH.code);
    }
    await endRouteWindows();
    expect((await failure(tab.call(queryResetAccountInfo, { loginName: 'walker_last' }))).code).toBe(ERRORS.RATE_LIMITED.code);
    expect((await failure(identified(tab, { loginName: 'walker_last', phone: '13912340000' }))).code).toBe(ERRORS.RATE_LIMITED.code);
    // Another address is not affected.
    const other = browserSession(server, undefined, { 'x-forwarded-for': '198.18.2.2' });
    expect((await other.call(queryResetAccountInfo, { loginName: 'walker_last' })).maskedPhone).toMatch(/\*{4}/);
  });

  it('runs the QR flow: scan, a real picture, then a rule-2 password, once', async () => {
    const yang = person('杨洋');
    const who = await newCustomer(yang);
    const other = await loggedIn(who.phone);
    const desktop = browserSession(server);
    const phone = browserSession(server, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1');
    const verifyToken = await identified(desktop, who);
    expect(await statusOf(desktop, verifyToken)).toBe('waiting');

    const { ticket, expiresIn } = await desktop.call(getResetVerifyQrCode, { verifyToken });
    expect(expiresIn).toBe(600);
    const early = await failure(desktop.call(resetPasswordByFace, { verifyToken, newPassword: desktop.secret('Reset2026ab') }));
    expect(early.code).toBe(ERRORS.FACE_NOT_VERIFIED.code);

    expect(await phone.call(scanFaceTicket, { ticket })).toMatchObject({ purpose: 'reset_password', maskedRealName: '*洋' });
    expect(await statusOf(desktop, verifyToken)).toBe('scanned');

    const notImage = await failure(phone.call(submitFacePhoto, { ticket, mimeType: 'image/png', image: Buffer.from('not a picture').toString('base64') }));
    expect(notImage.code).toBe(ERRORS.FACE_IMAGE_INVALID.code);
    const tiny = await failure(phone.call(submitFacePhoto, { ticket, mimeType: 'image/png', image: pngPicture(120, 160) }));
    expect(tiny.code).toBe(ERRORS.FACE_IMAGE_TOO_SMALL.code);
    // A clear picture of anything but one human face is refused, each case with its own message.
    const refusals = [];
    for (const picture of [Buffer.from(pngPicture(240, 320), 'base64'), await solidPicture(), await twoFacesPicture()]) {
      const err = await failure(phone.call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image: (await asPhoneSends(picture)).toString('base64') }));
      refusals.push({ code: err.code, msg: err.message, field: err.field });
    }
    expect(refusals).toEqual([
      { code: ERRORS.FACE_NOT_FOUND.code, msg: '未检测到人脸，请正对摄像头重新拍摄，确保面部完整、清晰', field: 'image' },
      { code: ERRORS.FACE_NOT_FOUND.code, msg: '未检测到人脸，请正对摄像头重新拍摄，确保面部完整、清晰', field: 'image' },
      { code: ERRORS.FACE_SEVERAL.code, msg: '检测到多张人脸，请确保画面中只有您本人后重新拍摄', field: 'image' },
    ]);
    expect(await statusOf(desktop, verifyToken)).toBe('scanned');

    const portrait = (await liveFaceOf(yang.docNumber)).toString('base64');
    expect(await phone.call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image: portrait })).toEqual({ verified: true });
    expect(await statusOf(desktop, verifyToken)).toBe('verified');
    // The ticket did its job: the phone cannot send another picture with it.
    const resent = await failure(phone.call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image: portrait }));
    expect(resent.code).toBe(ERRORS.FACE_TICKET_INVALID.code);

    for (const weak of ['Reset@2026', 'abcdefgh', 'Ab1', 'Abcdefgh12345678']) {
      const err = await failure(desktop.call(resetPasswordByFace, { verifyToken, newPassword: desktop.secret(weak) }));
      expect({ code: err.code, field: err.field, msg: err.message }).toEqual({
        code: ERRORS.PASSWORD_RULE.code,
        field: 'newPassword',
        msg: VALIDATION_MESSAGES.passwordRule2,
      });
    }
    expect(await desktop.call(resetPasswordByFace, { verifyToken, newPassword: desktop.secret('Reset2026ab') })).toEqual({ reset: true });
    expect(await statusOf(desktop, verifyToken)).toBe('used');
    const twice = await failure(desktop.call(resetPasswordByFace, { verifyToken, newPassword: desktop.secret('Reset2026cd') }));
    expect(twice.code).toBe(ERRORS.RESET_FLOW_EXPIRED.code);

    expect(await other.call(getUserStatus, {})).toMatchObject({ result: null, endReason: 'PASSWORD_CHANGED' });
    expect((await loginWithPassword(who.loginName, 'Reset2026ab')).userInfo.loginName).toBe(who.loginName);
  });

  it('voids an older QR code when a new one is shown', async () => {
    const who = await newCustomer(person('赵磊'));
    const desktop = browserSession(server);
    const verifyToken = await identified(desktop, who);
    const first = await desktop.call(getResetVerifyQrCode, { verifyToken });
    const second = await desktop.call(getResetVerifyQrCode, { verifyToken });
    expect((await failure(desktop.call(scanFaceTicket, { ticket: first.ticket }))).code).toBe(ERRORS.FACE_TICKET_INVALID.code);
    expect((await desktop.call(scanFaceTicket, { ticket: second.ticket })).purpose).toBe('reset_password');
  });

  it('expires ten minutes after the QR code, for the phone and for the desktop', async () => {
    const huang = person('黄丽');
    const who = await newCustomer(huang);
    const desktop = browserSession(server);
    const verifyToken = await identified(desktop, who);
    const { ticket } = await desktop.call(getResetVerifyQrCode, { verifyToken });
    await desktop.call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image: (await liveFaceOf(huang.docNumber)).toString('base64') });
    expect(await statusOf(desktop, verifyToken)).toBe('verified');

    const desktopHash = createHash('sha256').update(verifyToken).digest('base64url');
    await server.app.database.db
      .update(faceChecks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(faceChecks.desktopHash, desktopHash));
    expect(await statusOf(desktop, verifyToken)).toBe('expired');
    const late = await failure(desktop.call(resetPasswordByFace, { verifyToken, newPassword: desktop.secret('Reset2026ab') }));
    expect(late.code).toBe(ERRORS.RESET_FLOW_EXPIRED.code);
    expect((await failure(desktop.call(scanFaceTicket, { ticket }))).code).toBe(ERRORS.FACE_TICKET_INVALID.code);
    expect((await failure(desktop.call(getResetVerifyQrCode, { verifyToken }))).code).toBe(ERRORS.RESET_FLOW_EXPIRED.code);
  });
});

describe('modifyPasswordNew', () => {
  it('sends the code to the phone on record without a slider check, applies rule 3 and keeps this session', async () => {
    const who = await newCustomer();
    const tab = await loggedIn(who.phone);
    smsClock += DAY_MS;
    const sent = await tab.call(getModifyPasswordSmsCode, {});
    expect(sent).toMatchObject({ resendAfter: 60, phone: `${who.phone.slice(0, 3)}****${who.phone.slice(7)}` });
    const smsCode = await latestSmsCode(server.app.database.db, who.phone);

    for (const weak of ['abcdefgh', '12345678', 'Ab1', 'abcd1234~', 'Abcdefgh12345678']) {
      const err = await failure(tab.call(modifyPasswordNew, { smsCode, newPassword: tab.secret(weak) }));
      expect({ code: err.code, field: err.field, msg: err.message }).toEqual({
        code: ERRORS.PASSWORD_RULE.code,
        field: 'newPassword',
        msg: VALIDATION_MESSAGES.passwordRule3,
      });
    }
    const wrongCode = smsCode === '000000' ? '111111' : '000000';
    const wrong = await failure(tab.call(modifyPasswordNew, { smsCode: wrongCode, newPassword: tab.secret('abcd1234') }));
    expect(wrong.code).toBe(ERRORS.SMS_CODE_WRONG.code);

    expect(await tab.call(modifyPasswordNew, { smsCode, newPassword: tab.secret('abcd1234') })).toEqual({ changed: true });
    // One live session per user (a second login takes the first over), so "the others" ended already; this one stays.
    expect((await tab.call(queryUserInfo, {})).loginName).toBe(who.loginName);
    expect((await tab.call(getUserStatus, {})).result?.loginName).toBe(who.loginName);
    expect((await loginWithPassword(who.loginName, 'abcd1234')).userInfo.loginName).toBe(who.loginName);
  });

  it('tells "same as the current password" only after the code, so a borrowed session cannot test passwords', async () => {
    const who = await newCustomer();
    const tab = await loggedIn(who.phone);
    smsClock += DAY_MS;
    await tab.call(getModifyPasswordSmsCode, {});
    const smsCode = await latestSmsCode(server.app.database.db, who.phone);
    const guess = await failure(tab.call(modifyPasswordNew, { smsCode: smsCode === '000000' ? '111111' : '000000', newPassword: tab.secret(who.password) }));
    expect(guess.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    const same = await failure(tab.call(modifyPasswordNew, { smsCode, newPassword: tab.secret(who.password) }));
    expect(same.code).toBe(ERRORS.SAME_PASSWORD.code);
  });

  it('accepts only a code sent for this purpose, and only from a logged-in user', async () => {
    const who = await newCustomer();
    const tab = await loggedIn(who.phone);
    const loginCode = await codeFor(browserSession(server), who.phone, 'login');
    const err = await failure(tab.call(modifyPasswordNew, { smsCode: loginCode, newPassword: tab.secret('abcd1234') }));
    expect(err.code).toBe(ERRORS.SMS_CODE_EXPIRED.code);
    const visitor = browserSession(server);
    expect((await failure(visitor.call(getModifyPasswordSmsCode, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });
});
