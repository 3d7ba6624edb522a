import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passSliderCaptcha } from './support/captcha.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

/** Issue 20 point 5, the customer side: a clean console, the login card's links and tabs. */

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

/** A page whose console warnings and errors (and page errors) are recorded from the first load on. */
async function watched(hash: string): Promise<{ page: Page; logged: string[] }> {
  const context = await portal.browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') logged.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => logged.push(`pageerror: ${e.message}`));
  await page.goto(`${portal.server.origin}/${hash}`);
  return { page, logged };
}

describe('the browser console stays clean', () => {
  it('loads the home page and the login page without a router warning', async () => {
    for (const hash of ['#/', '#/login']) {
      const { page, logged } = await watched(hash);
      await page.getByRole('img', { name: '鼎信银行' }).first().waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      expect(logged, hash).toEqual([]);
      await page.context().close();
    }
  });

  it('sends an unknown page code to /404 without a failed request', async () => {
    const { page, logged } = await watched('#/index?pageCode=no_such_page');
    await waitForHash(page, '#/404');
    await page.waitForLoadState('networkidle');
    expect(logged).toEqual([]);
    await page.context().close();
  });

  it('says an unknown user name at the login form without a failed request', async () => {
    const { page, logged } = await watched('#/login');
    const form = page.getByTestId('password-login-form');
    await form.getByLabel('用户名 / 手机号').fill('nobody_here');
    await form.getByLabel('登录密码').fill('Whatever@2026');
    await form.getByTestId('login-submit').click();
    await passSliderCaptcha(page, portal.server);
    await page.getByTestId('login-error').getByText(/用户名或密码错误/).waitFor(WAIT);
    expect(logged).toEqual([]);
    await page.context().close();
  });
});

describe("the home page's first paint (issue 36)", () => {
  it('takes its configuration from the page file asked for before the portal ran, not from a second call', async () => {
    const { page, logged } = await watched('#/');
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.reload();
    await page.getByTestId('banner-slide-0').waitFor(WAIT);
    expect(asked.filter((p) => p === '/qjmh/pageCode/index.json')).toHaveLength(1);
    expect(asked.filter((p) => p.endsWith('/page/getPageData'))).toEqual([]);
    expect(logged).toEqual([]);
    await page.context().close();
  });
});

describe('the login card', () => {
  it('opens on 注册 from the header and offers only the way back to login there', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('header-register').click();
    await waitForHash(page, '#/login');
    await page.getByTestId('register-form').waitFor(WAIT);
    await expect(page.getByRole('tab', { name: '注册' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByText('还没有账号？立即注册').count()).resolves.toBe(0);
    await expect(page.getByText('忘记密码？').count()).resolves.toBe(0);
    await portal.screenshot(page, 'login-register-tab');

    await page.getByTestId('to-login').click();
    await expect(page.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByTestId('to-register').click();
    await expect(page.getByRole('tab', { name: '注册' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.context().close();
  });

  it('draws its links in the portal blue without an underline', async () => {
    const page = await portal.open('#/login');
    for (const testId of ['forgot-password', 'to-register']) {
      const link = page.getByTestId(testId);
      await link.waitFor(WAIT);
      const look = await link.evaluate((a) => {
        const style = getComputedStyle(a);
        return { color: style.color, underline: style.textDecorationLine };
      });
      expect(look, testId).toEqual({ color: 'rgb(21, 84, 173)', underline: 'none' });
    }
    const home = page.getByRole('link', { name: '返回首页' });
    await expect(home.evaluate((a) => getComputedStyle(a).textDecorationLine)).resolves.toBe('none');
    await page.context().close();
  });
});
