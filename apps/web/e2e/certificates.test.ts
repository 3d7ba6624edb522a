import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { ERRORS } from '@portal/contract/errors';
import { KEY_PROVIDERS } from '@portal/contract/calls/documents/key-providers';
import { keyFailureMessage } from '@portal/contract/security-key/key-messages';
import { browserSession } from '../../server/test/support/browser-session.ts';
import { passSliderCaptcha } from '../../server/test/support/slider-captcha.ts';
import { latestSmsCode } from '../../server/test/support/sms-outbox.ts';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demo-accounts.ts';
import { certificates } from '../../server/src/db/schema/certificates.ts';
import { userEnterprises } from '../../server/src/db/schema/identity.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

/**
 * Issue 22, the certificate screens: in one browser context (the software key lives in its
 * IndexedDB, like a USB key on one computer) the director downloads a certificate for a user
 * of the enterprise, the user logs in with it and renews it, and once the director revokes it
 * the certificate login is refused with its message.
 */

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const CORP = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp')!;
const STAFF = { loginName: 'cert_staff01', realName: '赵文静', phone: '13760009001', password: 'Cert@2026x' };
const SM2_PROVIDER = KEY_PROVIDERS.find((p) => p.certType === 'SM2')!;

const db = () => portal.server.app.database.db;

/** Logs a customer in through the API and gives the browser context only that session's cookie. */
async function logIn(context: BrowserContext, loginName: string, password: string): Promise<void> {
  const tab = browserSession(portal.server);
  await tab.call(passwordLogin, { loginName, password: tab.secret(password), captchaVerification: await passSliderCaptcha(portal.server) });
  await context.clearCookies();
  await context.addCookies([...tab.cookies].map(([name, value]) => ({ name, value, url: portal.server.origin })));
}

/** A fresh tab of the same context (same IndexedDB, so the same software key; its own session storage). */
async function newTab(context: BrowserContext, hash: string, viewport = DESKTOP): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${portal.server.origin}/${hash}`);
  return page;
}

/** The page fits the phone's width (polled: the layout settles after a resize). */
async function noSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), WAIT)
    .toBeLessThanOrEqual(0);
}

/** A new tab without a session on the login page's certificate tab, after pressing 证书登录. */
async function certLogin(context: BrowserContext): Promise<Page> {
  await context.clearCookies();
  const page = await newTab(context, '#/login');
  await page.getByRole('tab', { name: '证书登录' }).click();
  await page.getByTestId('cert-login-submit').click();
  return page;
}

/** Waits until the page greets the user after the login's reload; a refusal fails the test with its message. */
async function landed(page: Page): Promise<void> {
  const error = page.getByTestId('cert-login-error');
  await Promise.race([
    page.getByText(`您好，${STAFF.realName}`).waitFor(WAIT),
    error.waitFor(WAIT).then(async () => {
      throw new Error(`certificate login refused: ${await error.innerText()}`);
    }),
  ]);
}

describe('证书下载 on the home page', () => {
  it('sends a visitor to log in first, on the way to the certificate tab of the center', async () => {
    const page = await portal.open('#/');
    await page.getByRole('link', { name: /证书下载/ }).first().click();
    await waitForHash(page, '#/login');
    expect(decodeURIComponent(await page.evaluate(() => window.location.hash))).toContain('/center?tab=certificates');
    await page.context().close();
  });
});

describe('certificates in the browser with the software key', () => {
  let context: BrowserContext;
  let serial = '';

  it('the director downloads a certificate for a user of the enterprise onto a new software key device', async () => {
    await portal.server.app.users.register({ userType: 'personal', ...STAFF });
    const staff = (await portal.server.app.users.findLiveByLogin(STAFF.loginName))!;
    await db().insert(userEnterprises).values({ userId: staff.id, enterpriseId: CORP.enterprise!.id, role: 'operator' });

    const first = await portal.open('#/');
    context = first.context();
    await logIn(context, CORP.loginName, CORP.password);
    const page = await newTab(context, '#/center?tab=certificates');
    const panel = page.getByTestId('cert-panel');
    await panel.getByTestId('cert-users').getByText(STAFF.realName).waitFor(WAIT);
    // The enterprise's other director (demo_corp2) manages their own certificates: no 下载证书 on that row.
    await expect(panel.getByTestId('cert-not-mine-demo_corp2').innerText()).resolves.toBe('由其本人管理');
    expect(await panel.getByTestId('cert-download-demo_corp2').count()).toBe(0);
    await page.getByTestId(`cert-download-${STAFF.loginName}`).click();
    const dialog = page.getByRole('dialog');
    // A wrong phone is refused with its message before any SMS is sent.
    await dialog.getByTestId('cert-phone').fill('13760009999');
    await dialog.getByTestId('cert-phone-next').click();
    await expect(dialog.getByTestId('cert-download-error').innerText()).resolves.toContain(ERRORS.CERT_PHONE_MISMATCH.msg);
    await dialog.getByTestId('cert-phone').fill(STAFF.phone);
    // Issue 37: the refusal belongs to the number before the edit.
    await expect.poll(() => dialog.getByTestId('cert-download-error').count(), WAIT).toBe(0);
    await dialog.getByTestId('cert-phone-next').click();
    await dialog.getByTestId('cert-send-code').click();
    await dialog.getByTestId('cert-code-sent').waitFor(WAIT);
    await dialog.getByTestId('cert-sms-code').fill(await latestSmsCode(db(), STAFF.phone));
    await portal.screenshot(page, 'certificates-download-sms-1366');
    await dialog.getByTestId('cert-sms-next').click();
    // No device plugged in yet: make a software one of an SM2 provider, then write the certificate.
    await dialog.getByTestId('cert-create-device').click();
    await dialog.getByTestId('cert-devices').getByText(SM2_PROVIDER.cspName).waitFor(WAIT);
    await portal.screenshot(page, 'certificates-download-key-1366');
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await portal.screenshot(page, 'certificates-download-key-390');
    await page.setViewportSize(DESKTOP);
    await dialog.getByTestId('cert-write').click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    const row = panel.getByTestId('cert-table').locator('tbody tr', { hasText: STAFF.loginName });
    await row.getByText('有效').waitFor(WAIT);
    await expect(row.innerText()).resolves.toContain('SM2');
    await expect(row.innerText()).resolves.toContain(SM2_PROVIDER.cspName);
    const [issued] = await db().select().from(certificates).where(eq(certificates.userId, staff.id));
    serial = issued!.serial;
    await portal.screenshot(page, 'certificates-center-1366');
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await portal.screenshot(page, 'certificates-center-390');
    await page.close();
  });

  it('the user logs in with the certificate on that key and lands logged in', async () => {
    // A cancelled certificate selection shows its §8 message and opens no session; pressing again logs in.
    await context.clearCookies();
    const page = await newTab(context, '#/login');
    await page.getByRole('tab', { name: '证书登录' }).click();
    await page.evaluate(() => {
      window.__softKeyFaults = { cancelSelection: true };
    });
    await page.getByTestId('cert-login-submit').click();
    await expect(page.getByTestId('cert-login-error').innerText()).resolves.toBe(keyFailureMessage({ code: 'HK_SELECTION_CANCELLED' }));
    await page.evaluate(() => {
      window.__softKeyFaults = {};
    });
    await page.getByTestId('cert-login-submit').click();
    await page.getByTestId('cert-login-error').waitFor({ state: 'detached', ...WAIT });
    await landed(page);
    await page.goto(`${portal.server.origin}/#/center?tab=certificates`);
    await page.getByTestId('cert-panel').getByText(serial).waitFor(WAIT);
    await page.close();
  });

  it('renews a certificate near its expiry from the center', async () => {
    await db()
      .update(certificates)
      .set({ notAfter: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(certificates.serial, serial));
    const login = await certLogin(context);
    await landed(login);
    await login.goto(`${portal.server.origin}/#/center?tab=certificates`);
    const table = login.getByTestId('cert-table');
    await table.locator('tbody tr', { hasText: serial }).getByText(/^\d{1,2} 天$/).waitFor(WAIT);
    await login.getByTestId(`cert-renew-${serial}`).click();
    const error = login.getByTestId('cert-error');
    await Promise.race([
      table.locator('tbody tr', { hasText: serial }).getByText('已更新').waitFor(WAIT),
      error.waitFor(WAIT).then(async () => {
        throw new Error(`renewal refused: ${await error.innerText()}`);
      }),
    ]);
    const renewed = (await db().select().from(certificates).where(eq(certificates.status, 'valid'))).find((c) => c.keySerial && c.serial !== serial && c.subjectDn.includes(STAFF.loginName));
    expect(renewed).toBeDefined();
    serial = renewed!.serial;
    await table.locator('tbody tr', { hasText: serial }).getByText('有效').waitFor(WAIT);
    await login.close();
    // The renewed certificate, written onto the key, logs in.
    const again = await certLogin(context);
    await landed(again);
    await again.close();
  });

  it('once the director revokes it, a certificate login is refused with its message', async () => {
    await logIn(context, CORP.loginName, CORP.password);
    const page = await newTab(context, '#/center?tab=certificates');
    await page.getByTestId(`cert-revoke-${serial}`).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /吊\s*销/ }).click();
    await page.getByTestId('cert-table').locator('tbody tr', { hasText: serial }).getByText('已吊销').waitFor(WAIT);
    await page.close();

    const login = await certLogin(context);
    await expect(login.getByTestId('cert-login-error').innerText()).resolves.toContain(ERRORS.CERT_REVOKED.msg);
    await waitForHash(login, '#/login');
    await portal.screenshot(login, 'certificates-login-revoked-1366');
    await login.setViewportSize(PHONE);
    await noSidewaysScroll(login);
    await portal.screenshot(login, 'certificates-login-revoked-390');
  });
});
