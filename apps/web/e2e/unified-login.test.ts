import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { isLogin } from '@portal/contract/calls/session/is-login';
import { ERRORS } from '@portal/contract/errors';
import { browserSession } from '../../server/test/support/browser-session.ts';
import { failure } from '../../server/test/support/call-failure.ts';
import { passSliderCaptcha } from '../../server/test/support/slider-captcha.ts';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { unifiedLoginSystems } from '../../server/src/db/schema/unified-login.ts';
import { startPortal, WAIT, type Portal } from './support/portal.ts';
import { staffContext } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
  // The seed leaves the systems off until the bank sets their addresses; this bank has.
  await portal.server.app.database.db.update(unifiedLoginSystems).set({ enabled: true });
});
afterAll(() => portal.close());

/** Logs a demo customer in through the API and gives the browser context the session cookie. */
async function logIn(context: BrowserContext, loginName: string, password: string): Promise<void> {
  const tab = browserSession(portal.server);
  await tab.call(passwordLogin, { loginName, password: tab.secret(password), captchaVerification: await passSliderCaptcha(portal.server) });
  await context.addCookies([...tab.cookies].map(([name, value]) => ({ name, value, url: portal.server.origin })));
}

describe('unified login from the personal center', () => {
  it('an enterprise user enters 现金管理 with a fresh one-time ticket, and it moves to the top', async () => {
    const page = await portal.open('#/');
    const context = page.context();
    // The bank system lives outside the portal; here it answers with a page of its own.
    await context.route('**/cms/sso/login.do*', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>现金管理</h1>' }),
    );
    await logIn(context, 'demo_corp', 'Corp@2026');
    await page.goto(`${portal.server.origin}/#/center?tab=systems`);
    const panel = page.getByTestId('unified-login');
    await panel.waitFor(WAIT);
    const names = await panel.locator('.unified-login-name').allInnerTexts();
    expect(names).toEqual(['企业网银', '票据业务', '供应链金融', '现金管理']);
    await portal.screenshot(page, 'unified-login-1366');

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('button', { name: '进入现金管理' }).click(),
    ]);
    await popup.waitForURL(/\/cms\/sso\/login\.do\?st=/, WAIT);
    await expect(popup.locator('h1').innerText()).resolves.toBe('现金管理');
    // The system cannot reach back into the portal's tab.
    await expect(popup.evaluate(() => window.opener)).resolves.toBeNull();
    const st = new URL(popup.url()).searchParams.get('st')!;

    // Entered last, listed first, with the time.
    await page.getByTestId('unified-entry-cms').getByText(/上次进入：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor(WAIT);
    await expect(panel.locator('.unified-login-name').allInnerTexts()).resolves.toEqual(['现金管理', '企业网银', '票据业务', '供应链金融']);

    // The ticket is good once (the system's redemption), then spent.
    const system = browserSession(portal.server);
    expect((await system.call(isLogin, { st, terminalName: 'PC' })).userInfo?.loginName).toBe('demo_corp');
    expect((await failure(browserSession(portal.server).call(isLogin, { st, terminalName: 'PC' }))).code).toBe(ERRORS.LOGIN_TICKET_INVALID.code);
    await context.close();
  });

  it('a personal user sees only the systems for persons, and it fits a phone', async () => {
    const page = await portal.open('#/', { width: 390, height: 844 });
    await logIn(page.context(), 'demo_person', 'Demo@2026');
    await page.goto(`${portal.server.origin}/#/center?tab=systems`);
    const panel = page.getByTestId('unified-login');
    await panel.waitFor(WAIT);
    await expect(panel.locator('.unified-login-name').allInnerTexts()).resolves.toEqual(['供应链金融']);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    await portal.screenshot(page, 'unified-login-390');
    await page.context().close();
  });

  it('an operator switches a system off, and a customer no longer sees it', async () => {
    const context = await staffContext(portal, DEMO_STAFF.find((s) => s.loginName === 'operator01')!, { width: 1366, height: 800 });
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/staff/unified-login`);
    const table = page.getByTestId('unified-system-table');
    await table.getByText('现金管理').waitFor(WAIT);
    await page.getByTestId('unified-system-edit-cms').click();
    await page.getByTestId('unified-system-enabled').click();
    await page.getByTestId('unified-system-save').click();
    await table.locator('tr', { hasText: '现金管理' }).getByText('停用').waitFor(WAIT);
    await portal.screenshot(page, 'unified-login-console-1366');
    await context.close();

    const customer = await portal.open('#/');
    await logIn(customer.context(), 'demo_corp', 'Corp@2026');
    await customer.goto(`${portal.server.origin}/#/center?tab=systems`);
    await customer.getByTestId('unified-login').waitFor(WAIT);
    await expect(customer.locator('.unified-login-name').allInnerTexts()).resolves.toEqual(['企业网银', '票据业务', '供应链金融']);
    await customer.context().close();
  });
});
