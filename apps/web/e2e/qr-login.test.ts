import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passSliderCaptcha } from './support/captcha.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };

/** The desktop's login card on the QR tab, once the code is showing; returns the phone page's address. */
async function desktopQr(page: Page): Promise<string> {
  await page.getByRole('tab', { name: '扫码登录' }).click();
  const panel = page.getByTestId('qr-login-panel');
  await panel.and(page.locator('[data-qr-state="waiting"]')).waitFor(WAIT);
  await panel.getByText('请使用已登录的手机浏览器扫描二维码').waitFor(WAIT);
  const url = (await panel.getAttribute('data-qr-url')) ?? '';
  expect(url).toMatch(new RegExp(`^${portal.server.origin}/#/m/qrLogin\\?token=[A-Za-z0-9_-]{43}$`));
  return url;
}

/** The phone page's hash, as a phone camera would open it. */
const hashOf = (url: string) => url.slice(url.indexOf('#'));

describe('QR-code login in the browser', () => {
  it('logs the desktop in after a logged-in phone confirms', async () => {
    const desktop = await portal.open('#/login');
    const qrUrl = await desktopQr(desktop);
    await portal.screenshot(desktop, 'qr-login-desktop-waiting');

    // The phone is not logged in yet: the page sends it to login and back.
    const phone = await portal.open(hashOf(qrUrl), PHONE);
    await waitForHash(phone, '#/login?redirectUrl=');
    await portal.screenshot(phone, 'qr-login-phone-login');
    const form = phone.getByTestId('password-login-form');
    await form.getByLabel('用户名 / 手机号').fill('demo_person');
    await form.getByLabel('登录密码').fill('Demo@2026');
    await form.getByTestId('login-submit').click();
    await passSliderCaptcha(phone, portal.server);
    await waitForHash(phone, '#/m/qrLogin?token=');

    const screen = phone.getByTestId('qr-confirm-screen');
    await screen.getByText('确认登录鼎信银行企业金融门户？').waitFor(WAIT);
    await expect(screen.getByTestId('qr-device').textContent()).resolves.toMatch(/Chrome \d+ \/ /);
    await portal.screenshot(phone, 'qr-login-phone-confirm');

    // The desktop sees the scan but is not logged in yet.
    await desktop.getByText('已扫码，请在手机上确认').waitFor(WAIT);
    await portal.screenshot(desktop, 'qr-login-desktop-scanned');

    await screen.getByTestId('qr-confirm').click();
    await screen.getByText('已确认登录').waitFor(WAIT);
    await portal.screenshot(phone, 'qr-login-phone-confirmed');

    await waitForHash(desktop, '#/');
    await desktop.getByTestId('header-center').waitFor(WAIT);
    await expect(desktop.getByTestId('header-center').textContent()).resolves.toContain('个人中心');
    await portal.screenshot(desktop, 'qr-login-desktop-logged-in');
    await desktop.context().close();
    await phone.context().close();
  });

  it('shows a cancel from the phone on the desktop, which offers a new code', async () => {
    const desktop = await portal.open('#/login');
    const qrUrl = await desktopQr(desktop);

    const phone = await portal.open('#/login', PHONE);
    const form = phone.getByTestId('password-login-form');
    await form.getByLabel('用户名 / 手机号').fill('demo_corp');
    await form.getByLabel('登录密码').fill('Corp@2026');
    await form.getByTestId('login-submit').click();
    await passSliderCaptcha(phone, portal.server);
    await phone.getByTestId('header-center').waitFor(WAIT);
    await phone.goto(qrUrl);
    const screen = phone.getByTestId('qr-confirm-screen');
    await screen.getByTestId('qr-cancel').click();
    await screen.getByText('已取消登录').waitFor(WAIT);
    await portal.screenshot(phone, 'qr-login-phone-cancelled');

    await desktop.getByText('已取消登录，点击刷新').waitFor(WAIT);
    await portal.screenshot(desktop, 'qr-login-desktop-cancelled');
    await desktop.getByTestId('qr-refresh').click();
    await desktop.locator('[data-qr-state="waiting"]').waitFor(WAIT);
    expect(await desktop.getByTestId('qr-login-panel').getAttribute('data-qr-url')).not.toBe(qrUrl);
    await desktop.context().close();
    await phone.context().close();
  });
});
