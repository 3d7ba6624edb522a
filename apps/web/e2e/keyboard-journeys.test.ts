import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demo-accounts.ts';
import { latestSmsCode } from '../../server/test/support/sms-outbox.ts';
import { openAsCustomer } from './support/customer-page.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { openServiceAllDay } from './support/staff.ts';

/**
 * Issue 38: journeys done with the keyboard alone (the password login with the captcha's audio
 * alternative is audio-captcha.test.ts). No click here: Tab, Enter, Space, arrows, typing, and what the focus
 * shows on the way.
 */

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const CORP = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp')!;
/** A registry person (registry-data.ts) nobody has registered on this server. */
const ZHANG = { realName: '张伟', docNumber: '310104199001011110', phone: '13900138002' };
const DESKTOP = { width: 1366, height: 800 };

/** The focused element's test id. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? '');

/** How the focus shows on the focused element, or on the field's frame around a focused input (antd draws it there). */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement!;
    const shown = focused.closest('.ant-input-affix-wrapper, .ant-select') ?? focused;
    const style = getComputedStyle(shown);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? 'outline' : style.boxShadow !== 'none' ? 'shadow' : 'none';
  });

/**
 * Presses Tab (or Shift+Tab) unless or until the element of `testId` (or, as `#id`, the form
 * field of that id) has the focus, and checks that the focus shows.
 */
async function tabTo(page: Page, target: string, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60): Promise<void> {
  const there = target.startsWith('#')
    ? () => page.evaluate((id) => document.activeElement?.id === id, target.slice(1))
    : async () => (await focusedId(page)) === target;
  for (let i = 0; i <= limit; i++) {
    if (!(await there())) {
      await page.keyboard.press(key);
      continue;
    }
    expect(await focusRing(page), `the focus on ${target} shows`).not.toBe('none');
    return;
  }
  throw new Error(`Tab never reached ${target}`);
}

describe('with the keyboard alone', () => {
  it('queries the account flow past the header, and exports it', async () => {
    const page = await openAsCustomer(portal, CORP, '#/qywy/flow', DESKTOP);
    await page.getByTestId('flow-query').waitFor(WAIT);
    // 跳到主要内容 first, then the form's own controls.
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('skip-link');
    await page.keyboard.press('Enter');
    await tabTo(page, 'flow-query');
    await page.keyboard.press('Enter');
    await page.getByTestId('flow-single-account').waitFor(WAIT);
    await tabTo(page, 'flow-export-xlsx');
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^账户流水_\d+_\d{8}_\d{8}\.xlsx$/);
    await page.context().close();
  });

  it('asks the assistant and hands over to a person', async () => {
    await openServiceAllDay(portal.server);
    const page = await portal.open('#/', DESKTOP);
    await page.getByTestId('float-customer-service').waitFor(WAIT);
    // The floating panel comes last on the page: backwards from the top is the short way.
    await tabTo(page, 'float-customer-service', 'Shift+Tab');
    await page.keyboard.press('Enter');
    const win = page.getByTestId('cs-window');
    await win.waitFor(WAIT);
    await tabTo(page, 'cs-input');
    await page.keyboard.type('忘记密码怎么办');
    await page.keyboard.press('Enter');
    await win.getByText(/重置|找回/).first().waitFor(WAIT);
    // Back to the window's 转人工 with Shift+Tab, then the confirmation answered with the keyboard.
    const handOver = win.getByRole('button', { name: '转人工' });
    for (let i = 0; i < 40 && !(await handOver.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
    expect(await handOver.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const confirm = win.getByRole('alertdialog');
    await confirm.getByText('是否为您转接人工客服').waitFor(WAIT);
    const ok = confirm.getByRole('button', { name: /确\s*定/ });
    for (let i = 0; i < 5 && !(await ok.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await win.getByTestId('cs-queue').getByText(/您前面还有 0 位客户|已为您分配客服/).waitFor(WAIT);
    await page.context().close();
  });

  it('verifies the real name of a new personal customer up to the QR code, proving another phone by its code', async () => {
    // As real-name.test.ts: a fresh customer with no real name, logged in through the API; the
    // registry person 张伟, whose phone is not the account's own and so is proven by a code.
    const who = { loginName: 'kb_realname', password: 'Weak@2026x' };
    await portal.server.app.users.register({ userType: 'personal', realName: '待实名', phone: '13700035101', ...who });
    const page = await openAsCustomer(portal, who, '#/center', DESKTOP);
    await page.getByTestId('weak-flag').waitFor(WAIT);
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('skip-link');
    await page.keyboard.press('Enter');
    await tabTo(page, 'weak-flag');
    await page.keyboard.press('Enter');
    await waitForHash(page, '#/realAuth');
    await page.getByTestId('real-auth-form').waitFor(WAIT);

    // The fields in their order: name, document type (left at 居民身份证), number, phone.
    await tabTo(page, '#realName');
    await page.keyboard.type(ZHANG.realName);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('docType');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('docNumber');
    await page.keyboard.type(ZHANG.docNumber);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('phone');
    await page.keyboard.type(ZHANG.phone);
    await tabTo(page, 'real-auth-next');
    await page.keyboard.press('Space');

    // Another phone: its code is asked for, sent with 获取验证码 and typed; Enter in the field submits.
    await page.getByTestId('real-auth-code-needed').waitFor(WAIT);
    await tabTo(page, 'sms-code-button', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="sms-code-button"][data-phase="countdown"]').waitFor(WAIT);
    await tabTo(page, '#smsCode', 'Shift+Tab');
    await page.keyboard.type(await latestSmsCode(portal.server.app.database.db, ZHANG.phone));
    await page.keyboard.press('Enter');

    // The QR code for the phone's camera, and the way out of it, reached by Tab.
    await page.getByTestId('real-auth-verifying').getByText(`正在认证：${ZHANG.realName}`).waitFor(WAIT);
    await page.waitForFunction(() => document.querySelector('[data-testid="face-qr"]')?.getAttribute('data-face-url')?.includes('ticket='), null, WAIT);
    await tabTo(page, 'real-auth-cancel');
    await page.context().close();
  });
});

/** Where the focus is: the test id of the focused element or of the nearest element around it that has one. */
const focusWithin = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? '');

describe('dialogs and menus with the keyboard', () => {
  it('a dialog opened with Enter keeps Tab and Shift+Tab inside, closes with Escape and gives the focus back', async () => {
    const page = await portal.open('#/', DESKTOP);
    await page.getByTestId('float-feedback').waitFor(WAIT);
    await tabTo(page, 'float-feedback', 'Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '我要反馈' });
    await dialog.waitFor(WAIT);
    const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await expect.poll(inDialog, WAIT).toBe(true);
    // More presses than the dialog has controls: the focus goes round inside it, both ways.
    const seen = new Set<string>();
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press(key);
        const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing');
        expect(await inDialog(), `${key} × ${i + 1} stays in the dialog, not on ${at}`).toBe(true);
        seen.add(at);
      }
    }
    expect(seen.size, 'Tab visits more than one control').toBeGreaterThan(3);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    expect(await focusedId(page)).toBe('float-feedback');
    await page.context().close();
  });

  it('the main menu: ←/→ between its entries, ↓/↑/Home/End through a panel, Escape back, Enter opens a link', async () => {
    const page = await portal.open('#/', DESKTOP);
    const menu = page.getByTestId('main-menu');
    await menu.waitFor(WAIT);
    for (let i = 0; i < 60 && !(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="main-menu"]')))); i++) await page.keyboard.press('Tab');
    expect(await focusWithin(page)).toBe('menu-item-0');
    const entries = await menu.locator('[data-testid^="menu-item-"]').count();
    await page.keyboard.press('ArrowRight');
    expect(await focusWithin(page)).toBe('menu-item-1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focusWithin(page), '← from the first entry goes round to the last').toBe(`menu-item-${entries - 1}`);
    await page.keyboard.press('ArrowRight');

    // To the first entry with a panel; the focus opens it.
    const withPanel = await menu.locator('[data-testid^="menu-item-"]').evaluateAll((items) => items.findIndex((li) => li.querySelector('a[aria-expanded]')));
    expect(withPanel).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < withPanel; i++) await page.keyboard.press('ArrowRight');
    const trigger = page.getByTestId(`menu-item-${withPanel}`).locator('a').first();
    await expect.poll(() => trigger.getAttribute('aria-expanded'), WAIT).toBe('true');
    const links = page.getByTestId(`submenu-${withPanel}`).locator('a');
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    const focusedIs = (n: number) => links.nth(n).evaluate((el) => el === document.activeElement);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedIs(0), WAIT).toBe(true);
    expect(await focusRing(page), 'the focus shows in the panel').not.toBe('none');
    await page.keyboard.press('ArrowDown');
    expect(await focusedIs(1)).toBe(true);
    await page.keyboard.press('End');
    expect(await focusedIs(count - 1)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await focusedIs(0), '↓ on the last link goes round to the first').toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await focusedIs(count - 1)).toBe(true);
    await page.keyboard.press('Home');
    expect(await focusedIs(0)).toBe(true);

    // Escape closes the panel and gives the focus to its entry; ↓ opens it again, on its first link.
    await page.keyboard.press('Escape');
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => trigger.getAttribute('aria-expanded'), WAIT).toBe('false');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedIs(0), WAIT).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');

    // Enter follows the link.
    const href = (await links.nth(0).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await waitForHash(page, href.slice(href.indexOf('#')).split('?')[0]!);
    await page.context().close();
  });

  it('the top strip\'s 快捷导航 the same way: → to 下载中心, ↓ into its panel', async () => {
    const page = await portal.open('#/', DESKTOP);
    const nav = page.getByRole('navigation', { name: '快捷导航' });
    // An entry is a link, or a button-like link when it only opens its panel.
    const entry = (label: string) => nav.locator(':scope > ul > li > a', { hasText: label });
    const focused = (label: string) => entry(label).evaluate((el) => el === document.activeElement);
    await entry('网点查询').waitFor(WAIT);
    for (let i = 0; i < 40 && !(await focused('网点查询')); i++) await page.keyboard.press('Tab');
    expect(await focused('网点查询')).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await focused('下载中心')).toBe(true);
    const panel = page.locator(`[id="${await entry('下载中心').getAttribute('aria-controls')}"] a`);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => panel.first().evaluate((el) => el === document.activeElement), WAIT).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await panel.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await focused('下载中心')).toBe(true);
    await page.context().close();
  });
});
