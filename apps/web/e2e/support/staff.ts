import type { BrowserContext, Page } from 'playwright-core';
import { getChatSettings, saveChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { DEMO_STAFF } from '../../../server/src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from '../../../server/test/support/browser-session.ts';
import { logInStaff } from '../../../server/test/support/staff-login.ts';
import type { TestServer } from '../../../server/test/support/test-app.ts';
import { passSliderCaptcha } from './captcha.ts';
import { WAIT, type Portal } from './portal.ts';

/** Fills the staff login screen and passes its slider check, as a staff member does. */
export async function staffLoginInBrowser(page: Page, server: TestServer, loginName: string, password: string) {
  const form = page.getByTestId('staff-login-form');
  await form.getByLabel('员工账号').fill(loginName);
  await form.getByLabel('登录密码').fill(password);
  await form.getByTestId('staff-login-submit').click();
  await passSliderCaptcha(page, server);
}

/** A staff member's tab talking to the server directly, for the other side of a journey. */
export async function staffApi(server: TestServer, who: { loginName: string; password: string }): Promise<BrowserSession> {
  const tab = browserSession(server);
  await logInStaff(server, tab, who);
  return tab;
}

/** Journeys must not depend on the hour they run at: the operator opens human service all day. */
export async function openServiceAllDay(server: TestServer): Promise<BrowserSession> {
  const operator = await staffApi(server, DEMO_STAFF.find((s) => s.role === 'operator')!);
  const settings = await operator.call(getChatSettings, {});
  await operator.call(saveChatSettings, { ...settings, serviceHours: { start: '00:00', end: '24:00' } });
  return operator;
}

/** Waits until `probe` gives a value (one side of a conversation seeing what the other did). */
export async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + WAIT.timeout;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A browser context already logged in as a staff member: the login goes through the API (slider
 * and all) and the context gets its session cookie, so a test spends its browser time on screens.
 * A new login of the same account ends the previous one: use one such context per account at a time.
 */
export async function staffContext(portal: Portal, who: { loginName: string; password: string }, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const tab = await staffApi(portal.server, who);
  const context = await portal.browser.newContext({ viewport, locale: 'zh-CN' });
  const { hostname } = new URL(portal.server.origin);
  await context.addCookies([...tab.cookies].map(([name, value]) => ({ name, value, domain: hostname, path: '/qjmh/', httpOnly: true, sameSite: 'Strict' as const })));
  return context;
}
