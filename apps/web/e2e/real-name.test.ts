import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { ERRORS } from '@portal/contract/errors';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { browserSession, type BrowserSession } from '../../server/test/support/browser-session.ts';
import { liveFaceOf, STRANGER_JPEG } from '../../server/test/support/registry-faces.ts';
import { latestSmsCode } from '../../server/test/support/sms-outbox.ts';
import { passSliderCaptcha } from '../../server/test/support/slider-captcha.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const DESKTOP = { width: 1366, height: 800 };
const PHONE_VIEWPORT = { width: 390, height: 844 };
/** Registry people (registry-data.ts) nobody has registered on this server. */
const ZHANG = { realName: '张伟', docNumber: '310104199001011110', phone: '13900138002' };
const LIU = { realName: '刘芳', docNumber: '320102198512122220', phone: '13900138003' };

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

/** A phone that is not the account's own: 下一步 asks for its code, which the test reads off the phone (the SMS outbox). */
async function proveThePhone(page: Page, phone: string) {
  const form = page.getByTestId('real-auth-form');
  await form.getByTestId('real-auth-next').click();
  await form.getByTestId('real-auth-code-needed').waitFor(WAIT);
  await form.getByTestId('sms-code-button').click();
  await form.locator('[data-testid="sms-code-button"][data-phase="countdown"]').waitFor(WAIT);
  await form.getByLabel('短信验证码').fill(await latestSmsCode(portal.server.app.database.db, phone));
  await form.getByTestId('real-auth-next').click();
}

/** The phone's side: open the QR code's page, show a face that is not the person's (refused, with why), then the person's own. */
async function phoneShowsStrangerThenOwnFace(faceUrl: string, own: Buffer, shot: string) {
  const phone = await portal.open(faceUrl.slice(faceUrl.indexOf('#')), PHONE_VIEWPORT);
  await phone.getByText('验证用途：实名认证').waitFor(WAIT);
  await phone.getByTestId('mface-input').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: STRANGER_JPEG });
  await phone.getByTestId('mface-preview').waitFor(WAIT);
  await phone.getByTestId('mface-submit').click();
  await phone.getByTestId('mface-error').getByText(ERRORS.FACE_NO_MATCH.msg).waitFor(WAIT);
  expect(await noSidewaysScroll(phone)).toBe(true);
  await portal.screenshot(phone, shot);
  await phone.getByTestId('mface-input').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: own });
  await phone.getByTestId('mface-preview').waitFor(WAIT);
  await phone.getByTestId('mface-submit').click();
  await phone.getByTestId('mface-done').waitFor(WAIT);
  return phone;
}

describe('real-name authentication in the browser', () => {
  it("a weak person proves a phone that is not the account's own with its code and verifies with their own face; a stranger's is refused", async () => {
    const { page, api } = await weakCustomer('13700035001');
    expect((await api.call(getUserStatus, {})).sessionStatus).toBe('D000000001');
    await page.goto(`${portal.server.origin}/#/center`);
    await page.getByTestId('real-name-state').getByText('未实名').waitFor(WAIT);
    await page.getByTestId('weak-flag').click();
    await waitForHash(page, '#/realAuth');

    // A wrong check digit is refused at the document field as the user leaves it.
    const form = await fillIdentity(page, { ...ZHANG, docNumber: '310104199001011111' });
    await form.getByLabel('手机号码').click();
    await form.getByText(VALIDATION_MESSAGES.mainlandIdChecksum).waitFor(WAIT);

    // Three elements that do not match (the account's own phone, needing no code, is not the one on
    // record for this person): the message at the phone field, everything typed kept.
    await form.getByLabel('证件号码').fill(ZHANG.docNumber);
    await form.getByLabel('手机号码').fill('13700035001');
    await form.getByTestId('real-auth-next').click();
    await form.getByText(ERRORS.REAL_NAME_MISMATCH.msg).waitFor(WAIT);
    expect(await form.getByLabel('真实姓名').inputValue()).toBe(ZHANG.realName);
    expect(await form.getByLabel('证件号码').inputValue()).toBe(ZHANG.docNumber);
    expect(await form.getByLabel('手机号码').inputValue()).toBe('13700035001');
    await portal.screenshot(page, 'real-auth-1-mismatch');

    await form.getByLabel('手机号码').fill(ZHANG.phone);
    await proveThePhone(page, ZHANG.phone);
    await page.getByTestId('real-auth-face').waitFor(WAIT);

    // A reload resumes at the face step, with a new QR code.
    await page.reload();
    await page.getByTestId('real-auth-verifying').getByText('正在认证：张伟（310***********1110）').waitFor(WAIT);
    await page.waitForFunction(() => document.querySelector('[data-testid="face-qr"]')?.getAttribute('data-face-url')?.includes('ticket='), null, WAIT);
    const faceUrl = (await page.getByTestId('face-qr').getAttribute('data-face-url'))!;
    await portal.screenshot(page, 'real-auth-2-qr');

    const phone = await phoneShowsStrangerThenOwnFace(faceUrl, await liveFaceOf(ZHANG.docNumber), 'real-auth-2b-phone-stranger');

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

  it('on a phone-sized screen: refuses a document verified for another user, proves a phone by its code, refuses a stranger, withdraws from the center', async () => {
    const { page } = await weakCustomer('13700035002', PHONE_VIEWPORT);
    await page.goto(`${portal.server.origin}/#/realAuth`);
    const form = await fillIdentity(page, ZHANG);
    await form.getByTestId('real-auth-next').click();
    await form.getByText(ERRORS.REAL_NAME_DOC_BOUND.msg).waitFor(WAIT);
    expect(await form.getByLabel('证件号码').inputValue()).toBe(ZHANG.docNumber);
    expect(await noSidewaysScroll(page)).toBe(true);
    await portal.screenshot(page, 'real-auth-phone-1-bound');

    // Their own registry entry passes once its phone is proven; the open authentication shows in the center, where it is withdrawn.
    await fillIdentity(page, LIU);
    // Issue 37: the refusal belongs to the document before the edit.
    await expect.poll(() => form.getByText(ERRORS.REAL_NAME_DOC_BOUND.msg).count(), WAIT).toBe(0);
    await form.getByTestId('real-auth-next').click();
    await form.getByTestId('real-auth-code-needed').waitFor(WAIT);
    expect(await noSidewaysScroll(page)).toBe(true);
    await portal.screenshot(page, 'real-auth-phone-2-code');
    // The code field's wrong entry is said at the field, and everything typed stays.
    await form.getByTestId('sms-code-button').click();
    await form.locator('[data-testid="sms-code-button"][data-phase="countdown"]').waitFor(WAIT);
    const code = await latestSmsCode(portal.server.app.database.db, LIU.phone);
    await form.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
    await form.getByTestId('real-auth-next').click();
    await form.getByText(/短信验证码错误，还可输入\d次/).waitFor(WAIT);
    expect(await form.getByLabel('证件号码').inputValue()).toBe(LIU.docNumber);
    await form.getByLabel('短信验证码').fill(code);
    await form.getByTestId('real-auth-next').click();
    await page.getByTestId('real-auth-face').waitFor(WAIT);
    await page.waitForFunction(() => document.querySelector('[data-testid="face-qr"]')?.getAttribute('data-face-url')?.includes('ticket='), null, WAIT);
    expect(await noSidewaysScroll(page)).toBe(true);
    await portal.screenshot(page, 'real-auth-phone-3-qr');

    // The stranger's face is refused on the phone, with the reason.
    const faceUrl = (await page.getByTestId('face-qr').getAttribute('data-face-url'))!;
    const phone = await portal.open(faceUrl.slice(faceUrl.indexOf('#')), PHONE_VIEWPORT);
    await phone.getByTestId('mface-input').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: STRANGER_JPEG });
    await phone.getByTestId('mface-preview').waitFor(WAIT);
    await phone.getByTestId('mface-submit').click();
    await phone.getByTestId('mface-error').getByText(ERRORS.FACE_NO_MATCH.msg).waitFor(WAIT);
    await phone.context().close();

    await page.goto(`${portal.server.origin}/#/center`);
    await page.getByTestId('real-name-state').getByText('认证中').waitFor(WAIT);
    expect(await noSidewaysScroll(page)).toBe(true);
    await portal.screenshot(page, 'real-auth-phone-4-center');
    await page.getByTestId('real-name-withdraw').click();
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await page.getByTestId('real-name-state').getByText('未实名').waitFor(WAIT);
    await page.getByTestId('real-name-go').getByText('去实名认证').waitFor(WAIT);
    await page.context().close();
  }, 150_000);
});
