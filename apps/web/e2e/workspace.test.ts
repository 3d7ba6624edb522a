import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { browserSession } from '../../server/test/support/browser-session.ts';
import { passSliderCaptcha } from '../../server/test/support/slider-captcha.ts';
import { serverSecret } from '../../server/src/modules/security/server-secret.ts';
import { WEB_BANK_CREATE_PATH, WEB_BANK_KEY_SECRET, webBankSign } from '../../server/src/modules/wy-qrqm/web-bank-signature.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

/**
 * Issue 25: the workspace's functions sorted by dragging and by the move buttons on a phone,
 * seen in the same order after logging in again; and 网银扫码确认, where the demo enterprise's
 * director confirms a payment release the enterprise web bank asked for.
 */

let portal: Portal;
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

async function logIn(context: BrowserContext, loginName: string, password: string): Promise<void> {
  const tab = browserSession(portal.server);
  await tab.call(passwordLogin, { loginName, password: tab.secret(password), captchaVerification: await passSliderCaptcha(portal.server) });
  await context.addCookies([...tab.cookies].map(([name, value]) => ({ name, value, url: portal.server.origin })));
}

const names = (page: Page) => page.getByTestId('workspace-mine').locator('.workspace-name').allInnerTexts();

async function noSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), WAIT)
    .toBeLessThanOrEqual(0);
}

/** Drags `handle` onto the middle of `target` with small pointer steps, as a finger would. */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

describe('workspace', () => {
  it('a visitor is sent to the workspace login first', async () => {
    const page = await portal.open('#/workspace');
    await waitForHash(page, '#/workspaceLogin?redirectUrl=%2Fworkspace');
    await page.context().close();
  });

  it('sorts functions by dragging and by the move buttons on a phone, and finds the order after logging in again', async () => {
    const page = await portal.open('#/', PHONE);
    await logIn(page.context(), 'demo_corp', 'Corp@2026');
    await page.goto(`${portal.server.origin}/#/workspace`);
    await page.getByTestId('workspace-mine').waitFor(WAIT);
    expect(await names(page)).toEqual(['个人中心', '账户流水', '网银扫码确认', '发票查验']);

    // 发票查验 dragged to the top.
    await drag(page, page.getByTestId('workspace-mine-verification').getByTestId('workspace-handle'), page.getByTestId('workspace-mine-center'));
    await expect.poll(() => names(page), WAIT).toEqual(['发票查验', '个人中心', '账户流水', '网银扫码确认']);
    await expect.poll(() => page.getByTestId('workspace-status').innerText(), WAIT).toBe('已保存');

    // Adding one, then moving it up by keyboard-reachable buttons.
    await page.getByRole('button', { name: '添加保函查验' }).click();
    await expect.poll(() => names(page), WAIT).toEqual(['发票查验', '个人中心', '账户流水', '网银扫码确认', '保函查验']);
    await page.getByRole('button', { name: '上移保函查验' }).click();
    await expect.poll(() => names(page), WAIT).toEqual(['发票查验', '个人中心', '账户流水', '保函查验', '网银扫码确认']);
    // The arrow keys on a focused handle move it too, while the last move is still being saved,
    // and the handle keeps the focus from one press to the next.
    await page.getByRole('button', { name: /拖动以调整账户流水的位置/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => names(page), WAIT).toEqual(['发票查验', '个人中心', '保函查验', '网银扫码确认', '账户流水']);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => names(page), WAIT).toEqual(['发票查验', '个人中心', '保函查验', '账户流水', '网银扫码确认']);
    await expect.poll(() => page.getByTestId('workspace-status').innerText(), WAIT).toBe('已保存');
    await noSidewaysScroll(page);
    const axe = await new AxeBuilder({ page }).include('[data-testid="workspace"]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await portal.screenshot(page, 'workspace-390');
    await page.context().close();

    // Logged in again, in another browser: the same order.
    const again = await portal.open('#/');
    await logIn(again.context(), 'demo_corp', 'Corp@2026');
    await again.goto(`${portal.server.origin}/#/workspace`);
    await again.getByTestId('workspace-mine').waitFor(WAIT);
    expect(await names(again)).toEqual(['发票查验', '个人中心', '保函查验', '账户流水', '网银扫码确认']);
    await portal.screenshot(again, 'workspace-1366');
    // A function opens its screen.
    await again.getByRole('link', { name: /^保函查验/ }).click();
    await waitForHash(again, '#/guarantee');
    await again.context().close();
  });
});

describe('网银扫码确认', () => {
  it('the director opens the web bank QR link, reads the payment and confirms it', async () => {
    const key = await serverSecret(portal.server.app.database.db, WEB_BANK_KEY_SECRET);
    const body = JSON.stringify({
      creditCode: '91440300MA5G8K2Q7T',
      title: '付款放行',
      details: [{ label: '收款人', value: '深圳市测试供应商有限公司' }],
      amountFen: 12_345_600,
      requestRef: 'FK20261126000456',
    });
    const ts = String(Date.now());
    const res = await fetch(`${portal.server.origin}${WEB_BANK_CREATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webbank-timestamp': ts, 'x-webbank-sign': webBankSign(key, ts, body) },
      body,
    });
    const { data } = (await res.json()) as { data: { qrUrl: string } };

    const page = await portal.open('#/', PHONE);
    await logIn(page.context(), 'demo_corp', 'Corp@2026');
    // Without a code the page asks for the link shown under the QR; a wrong one is answered at the field.
    await page.goto(`${portal.server.origin}/#/qywy/wyQrqm`);
    await page.getByTestId('wyqrqm-link').fill('not a link');
    await page.getByRole('button', { name: '查看待确认操作' }).click();
    await page.getByText('请粘贴完整的确认链接或43位确认码').waitFor(WAIT);
    await page.getByTestId('wyqrqm-link').fill(data.qrUrl);
    await page.getByRole('button', { name: '查看待确认操作' }).click();

    await page.getByTestId('wyqrqm-facts').waitFor(WAIT);
    expect(await page.getByTestId('wyqrqm-amount').innerText()).toBe('123,456.00 元');
    expect(await page.getByTestId('wyqrqm-facts').innerText()).toContain('深圳市测试供应商有限公司');
    await noSidewaysScroll(page);
    await portal.screenshot(page, 'wyqrqm-390');
    await page.getByTestId('wyqrqm-confirm').click();
    await page.getByText('已确认', { exact: true }).waitFor(WAIT);
    expect(await page.getByTestId('wyqrqm-screen').getAttribute('data-stage')).toBe('confirmed');
    await page.context().close();
  });
});
