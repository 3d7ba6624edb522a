import type { Page } from 'playwright-core';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { browserSession } from '../../../server/test/support/browser-session.ts';
import { passSliderCaptcha } from '../../../server/test/support/slider-captcha.ts';
import { waitForHash, type Portal } from './portal.ts';

/** A new browser window logged in as `customer` through the API (no browser time on the login), opened at `hash`. */
export async function openAsCustomer(
  portal: Portal,
  customer: { loginName: string; password: string },
  hash: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await portal.browser.newContext({ viewport, locale: 'zh-CN' });
  const tab = browserSession(portal.server);
  await tab.call(passwordLogin, { loginName: customer.loginName, password: tab.secret(customer.password), captchaVerification: await passSliderCaptcha(portal.server) });
  await context.addCookies([...tab.cookies].map(([name, value]) => ({ name, value, url: portal.server.origin })));
  const page = await context.newPage();
  await page.goto(`${portal.server.origin}/${hash}`);
  await waitForHash(page, hash);
  return page;
}

/** How far the page scrolls sideways: 0 or less when it fits its window. */
export const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
