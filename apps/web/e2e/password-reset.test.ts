import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@portal/contract/errors';
import type { Page } from 'playwright-core';
import { textPicture, twoFacesPicture } from '../../server/test/support/faces.ts';
import { liveFaceOf, person, STRANGER_JPEG } from '../../server/test/support/registry-faces.ts';
import { latestSmsCode } from '../../server/test/support/sms-outbox.ts';
import { passSliderCaptcha } from './support/captcha.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const PHONE_VIEWPORT = { width: 390, height: 844 };

async function passwordLogin(page: Page, loginName: string, password: string) {
  const form = page.getByTestId('password-login-form');
  await form.getByLabel('用户名 / 手机号').fill(loginName);
  await form.getByLabel('登录密码').fill(password);
  await form.getByTestId('login-submit').click();
  await passSliderCaptcha(page, portal.server);
}

describe('password reset in the browser', () => {
  it('resets by SMS from the login page, logs in with the new password, then changes it by SMS in the center', async () => {
    const db = portal.server.app.database.db;
    const page = await portal.open('#/login');
    await page.getByTestId('forgot-password').click();
    await waitForHash(page, '#/resetPassword');
    const identity = page.getByTestId('reset-identity-form');
    await identity.waitFor(WAIT);
    await identity.getByLabel('用户名 / 手机号').fill('demo_person');
    await identity.getByLabel('预留手机号').fill('13800138001');
    await identity.getByRole('button', { name: '获取验证码' }).click();
    await passSliderCaptcha(page, portal.server);
    await identity.getByRole('button', { name: /秒后重新获取/ }).waitFor(WAIT);

    // A wrong code is refused at the code field; the rest of the form stays as typed.
    const code = await latestSmsCode(db, '13800138001');
    await identity.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
    await identity.getByTestId('reset-next').click();
    await identity.getByText('短信验证码错误，还可输入4次').waitFor(WAIT);
    await expect(identity.getByLabel('用户名 / 手机号').inputValue()).resolves.toBe('demo_person');
    await identity.getByLabel('短信验证码').fill(code);
    await portal.screenshot(page, 'reset-sms-1-identity');
    await identity.getByTestId('reset-next').click();

    const passwords = page.getByTestId('new-password-form');
    await passwords.waitFor(WAIT);
    await passwords.getByLabel('新登录密码').fill('abcdefgh');
    await passwords.getByLabel('确认新密码').click();
    await passwords.getByText('同时包含数字、字母和特殊字符').first().waitFor(WAIT);
    await portal.screenshot(page, 'reset-sms-2-password-rule');
    await passwords.getByLabel('新登录密码').fill('Reset#2026');
    await passwords.getByLabel('确认新密码').fill('Reset#2026');
    await passwords.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor(WAIT);
    await portal.screenshot(page, 'reset-sms-3-done');

    await page.getByRole('link', { name: '立即登录' }).click();
    await waitForHash(page, '#/login');
    await passwordLogin(page, 'demo_person', 'Reset#2026');
    await page.getByTestId('header-center').waitFor(WAIT);

    // modifyPasswordNew: a code to the phone on record, no slider check, rule 3.
    await page.goto(`${portal.server.origin}/#/center?tab=security`);
    const card = page.getByTestId('sms-password-card');
    await card.waitFor(WAIT);
    await card.getByRole('button', { name: '获取验证码' }).click();
    await card.getByText('验证码已发送至 138****8001').waitFor(WAIT);
    await card.getByLabel('短信验证码').fill(await latestSmsCode(db, '13800138001'));
    await card.getByLabel('新登录密码').fill('newpass2026');
    await card.getByLabel('确认新密码').fill('newpass2026');
    await card.getByTestId('sms-password-submit').click();
    await page.getByTestId('sms-password-changed').waitFor(WAIT);
    await portal.screenshot(page, 'center-sms-password');
    await page.context().close();
  }, 150_000);

  it('resets by the face check: QR on the desktop, a picture from the phone, then a rule-2 password', async () => {
    const desktop = await portal.open('#/resetPasswordNew');
    const identity = desktop.getByTestId('face-identity-form');
    await identity.waitFor(WAIT);
    // An account without real-name verification is offered the SMS route instead.
    await identity.getByLabel('用户名 / 手机号').fill('demo_clerk');
    await identity.getByLabel('真实姓名').click();
    await identity.getByTestId('account-hint').getByText('该账户未完成实名认证，无法通过人脸识别重置密码。').waitFor(WAIT);
    expect(await identity.getByTestId('reset-use-sms').getAttribute('href')).toBe('#/resetPassword');
    expect(await identity.getByTestId('reset-next').isDisabled()).toBe(true);
    await identity.getByLabel('用户名 / 手机号').fill('demo_corp');
    await identity.getByLabel('真实姓名').click();
    await identity.getByTestId('account-hint').getByText('账户姓名：**国，预留手机号：138****8002').waitFor(WAIT);
    await identity.getByLabel('真实姓名').fill('李建国');
    await identity.getByLabel('预留手机号').fill('13800138002');
    await portal.screenshot(desktop, 'reset-face-1-identity');
    await identity.getByTestId('reset-next').click();

    const qr = desktop.getByTestId('face-qr');
    await desktop.waitForFunction(() => document.querySelector('[data-testid="face-qr"]')?.getAttribute('data-face-url')?.includes('ticket='), null, WAIT);
    const faceUrl = (await qr.getAttribute('data-face-url'))!;
    expect(faceUrl.startsWith(`${portal.server.origin}/#/m/face?ticket=`)).toBe(true);
    await portal.screenshot(desktop, 'reset-face-2-qr');

    const phone = await portal.open(faceUrl.slice(faceUrl.indexOf('#')), PHONE_VIEWPORT);
    await phone.getByText('验证用途：重置登录密码').waitFor(WAIT);
    await phone.getByText('验证人：**国').waitFor(WAIT);
    await portal.screenshot(phone, 'face-mobile-1-start');
    await desktop.getByTestId('face-qr-state').getByText('已扫码，请在手机上完成人脸识别').waitFor(WAIT);
    await portal.screenshot(desktop, 'reset-face-3-scanned');

    // A picture without a face, then one with two, are refused on the phone with their own words.
    const input = phone.getByTestId('mface-input');
    await input.setInputFiles({ name: 'document.jpg', mimeType: 'image/jpeg', buffer: await textPicture() });
    await phone.getByTestId('mface-submit').click();
    await phone.getByTestId('mface-error').getByText('未检测到人脸，请正对摄像头重新拍摄，确保面部完整、清晰').waitFor(WAIT);
    await portal.screenshot(phone, 'face-mobile-2-no-face');
    await input.setInputFiles({ name: 'two.jpg', mimeType: 'image/jpeg', buffer: await twoFacesPicture() });
    await phone.getByTestId('mface-submit').click();
    await phone.getByTestId('mface-error').getByText('检测到多张人脸，请确保画面中只有您本人后重新拍摄').waitFor(WAIT);
    await desktop.getByTestId('face-qr-state').getByText('已扫码，请在手机上完成人脸识别').waitFor(WAIT);

    // A stranger's face is not the account holder's.
    await input.setInputFiles({ name: 'stranger.jpg', mimeType: 'image/jpeg', buffer: STRANGER_JPEG });
    await phone.getByTestId('mface-submit').click();
    await phone.getByTestId('mface-error').getByText(ERRORS.FACE_NO_MATCH.msg).waitFor(WAIT);

    // The holder's own face, re-encoded by the phone page as a JPEG of at most 720 px, passes.
    await input.setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await liveFaceOf(person('李建国').docNumber) });
    await phone.getByTestId('mface-preview').waitFor(WAIT);
    await portal.screenshot(phone, 'face-mobile-3-preview');
    await phone.getByTestId('mface-submit').click();
    await phone.getByTestId('mface-done').waitFor(WAIT);
    await portal.screenshot(phone, 'face-mobile-4-done');

    // Within a poll or two (every 2 s) the desktop moves on to the new password.
    const passwords = desktop.getByTestId('new-password-form');
    await passwords.waitFor(WAIT);
    await passwords.getByLabel('新登录密码').fill('Corp@2027');
    await passwords.getByLabel('确认新密码').click();
    await passwords.getByText('只能由字母和数字组成').first().waitFor(WAIT);
    await passwords.getByLabel('新登录密码').fill('Corp2027ab');
    await passwords.getByLabel('确认新密码').fill('Corp2027ab');
    await portal.screenshot(desktop, 'reset-face-4-password');
    await passwords.getByTestId('reset-submit').click();
    await desktop.getByTestId('reset-done').waitFor(WAIT);
    await portal.screenshot(desktop, 'reset-face-5-done');

    // The used QR code is dead on the phone.
    await phone.reload();
    await phone.getByTestId('mface-invalid').waitFor(WAIT);

    await desktop.goto(`${portal.server.origin}/#/login`);
    await passwordLogin(desktop, 'demo_corp', 'Corp2027ab');
    await desktop.getByTestId('header-center').waitFor(WAIT);
    await desktop.context().close();
    await phone.context().close();
  }, 150_000);
});
