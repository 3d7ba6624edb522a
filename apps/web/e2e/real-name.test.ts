import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { ERRORS } from '@portal/contract/errors';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { browserSession, type BrowserSession } from '../../server/test/support/browser-session.ts';
import { PORTRAIT_JPEG } from '../../server/test/support/faces.ts';
import { passSliderCaptcha } from '../../server/test/support/slider-captcha.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const DESKTOP = { width: 1366, height: 800 };
const PHONE_VIEWPORT = { width: 390, height: 844 };
/** A registry person (registry-data.ts) nobody has registered on this server. */
const ZHANG = { realName: '张伟', docNumber: '310104199001011110', phone: '13900138002' };

let serial = 0;
/** A fresh weak personal customer, logged in through the API, with the session handed to a browser page. */
async function weakCustomer(phone: string, viewport = DESKTOP): Promise<{ page: Page; api: BrowserSession }> {
  serial += 1;
  const who = { loginName: `rn_web${serial}`, password: 'Weak@2026x' };
  await portal.server.app.users.register({ userType: 'personal', realName: '待实名', phone, ...who });
  const api = browserSession(portal.server);
  const reply = await api.call(passwordLogin, { loginName: who.loginName, password: api.secret(who.password), captchaVerification: await passSliderCaptcha(portal.server) });
  api.setToken(reply.token);
  const context = await portal.browser.newContext({ viewport, locale: 'zh-CN' });
  await context.addCookies([...api.cookies].map(([name, value]) => ({ name, value, url: portal.server.origin })));
  const page = await context.newPage();
  return { page, api };
}

async function fillIdentity(page: Page, values: { realName: string; docNumber: string; phone: string }) {
  const form = page.getByTestId('real-auth-form');
  await form.waitFor(WAIT);
  await form.getByLabel('真实姓名').fill(values.realName);
  await form.getByLabel('证件号码').fill(values.docNumber);
  await form.getByLabel('手机号码').fill(values.phone);
  return form;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('real-name authentication in the browser', () => {
  it('a weak person verifies with a phone for the face check; the weak flag disappears', async () => {
    const { page, api } = await weakCustomer(ZHANG.phone);
    expect((await api.call(getUserStatus, {})).sessionStatus).toBe('D000000001');
    await page.goto(`${portal.server.origin}/#/center`);
    await page.getByTestId('real-name-state').getByText('未实名').waitFor(WAIT);
    await page.getByTestId('weak-flag').click();
    await waitForHash(page, '#/realAuth');

    // A wrong check digit is refused at the document field as the user leaves it.
    const form = await fillIdentity(page, { ...ZHANG, docNumber: '310104199001011111' });
    await form.getByLabel('手机号码').click();
    await form.getByText(VALIDATION_MESSAGES.mainlandIdChecksum).waitFor(WAIT);

    // Three elements that do not match: the message at the phone field, everything typed kept.
    await form.getByLabel('证件号码').fill(ZHANG.docNumber);
    await form.getByLabel('手机号码').fill('13900138099');
    await form.getByTestId('real-auth-next').click();
    await form.getByText(ERRORS.REAL_NAME_MISMATCH.msg).waitFor(WAIT);
    expect(await form.getByLabel('真实姓名').inputValue()).toBe(ZHANG.realName);
    expect(await form.getByLabel('证件号码').inputValue()).toBe(ZHANG.docNumber);
    expect(await form.getByLabel('手机号码').inputValue()).toBe('13900138099');
    await portal.screenshot(page, 'real-auth-1-mismatch');

    await form.getByLabel('手机号码').fill(ZHANG.phone);
    await form.getByTestId('real-auth-next').click();
    await page.getByTestId('real-auth-face').waitFor(WAIT);

    // A reload resumes at the face step, with a new QR code.
    await page.reload();
    await page.getByTestId('real-auth-verifying').getByText('正在认证：张伟（310***********1110）').waitFor(WAIT);
    await page.waitForFunction(() => document.querySelector('[data-testid="face-qr"]')?.getAttribute('data-face-url')?.includes('ticket='), null, WAIT);
    const faceUrl = (await page.getByTestId('face-qr').getAttribute('data-face-url'))!;
    await portal.screenshot(page, 'real-auth-2-qr');

    const phone = await portal.open(faceUrl.slice(faceUrl.indexOf('#')), PHONE_VIEWPORT);
    await phone.getByText('验证用途：实名认证').waitFor(WAIT);
    await page.getByTestId('face-qr-state').getByText('已扫码，请在手机上完成人脸识别').waitFor(WAIT);
    await phone.getByTestId('mface-input').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: PORTRAIT_JPEG });
    await phone.getByTestId('mface-preview').waitFor(WAIT);
    await phone.getByTestId('mface-submit').click();
    await phone.getByTestId('mface-done').waitFor(WAIT);

    // Within a poll or two the desktop finishes by itself.
    await page.getByTestId('real-auth-done').waitFor(WAIT);
    await page.getByTestId('real-name-summary').getByText('310***********1110').waitFor(WAIT);
    await portal.screenshot(page, 'real-auth-3-done');

    await page.getByRole('link', { name: '返回个人中心' }).click();
    await waitForHash(page, '#/center');
    await page.getByTestId('real-name-state').getByText('已实名').waitFor(WAIT);
    // The header greets the verified name at once, not at the next status poll.
    await page.getByText('您好，张伟').first().waitFor({ timeout: 3_000 });
    await page.getByTestId('center-profile').getByText('已实名认证').waitFor(WAIT);
    expect(await page.getByTestId('weak-flag').count()).toBe(0);
    await page.getByTestId('real-name-card').getByText('139****8002').waitFor(WAIT);
    await portal.screenshot(page, 'real-auth-4-center');
    expect((await api.call(getUserStatus, {})).sessionStatus).not.toBe('D000000001');
    await page.context().close();
    await phone.context().close();
  }, 150_000);

  it('refuses, on a phone-sized screen, a document already verified for another user, and withdraws an open one from the center', async () => {
    const { page } = await weakCustomer('13900138003', PHONE_VIEWPORT);
    await page.goto(`${portal.server.origin}/#/realAuth`);
    const form = await fillIdentity(page, ZHANG);
    await form.getByTestId('real-auth-next').click();
    await form.getByText(ERRORS.REAL_NAME_DOC_BOUND.msg).waitFor(WAIT);
    expect(await form.getByLabel('证件号码').inputValue()).toBe(ZHANG.docNumber);
    expect(await noSidewaysScroll(page)).toBe(true);
    await portal.screenshot(page, 'real-auth-phone-1-bound');

    // Their own registry entry passes; the open authentication shows in the center, where it is withdrawn.
    await fillIdentity(page, { realName: '刘芳', docNumber: '320102198512122220', phone: '13900138003' });
    await form.getByTestId('real-auth-next').click();
    await page.getByTestId('real-auth-face').waitFor(WAIT);
    await page.waitForFunction(() => document.querySelector('[data-testid="face-qr"]')?.getAttribute('data-face-url')?.includes('ticket='), null, WAIT);
    expect(await noSidewaysScroll(page)).toBe(true);
    await portal.screenshot(page, 'real-auth-phone-2-qr');

    await page.goto(`${portal.server.origin}/#/center`);
    await page.getByTestId('real-name-state').getByText('认证中').waitFor(WAIT);
    expect(await noSidewaysScroll(page)).toBe(true);
    await portal.screenshot(page, 'real-auth-phone-3-center');
    await page.getByTestId('real-name-withdraw').click();
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await page.getByTestId('real-name-state').getByText('未实名').waitFor(WAIT);
    await page.getByTestId('real-name-go').getByText('去实名认证').waitFor(WAIT);
    await page.context().close();
  }, 150_000);
});
