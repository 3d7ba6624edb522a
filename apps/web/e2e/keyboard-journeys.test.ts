import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demo-accounts.ts';
import { openAsCustomer } from './support/customer-page.ts';
import { startPortal, WAIT, type Portal } from './support/portal.ts';
import { openServiceAllDay } from './support/staff.ts';

/**
 * Issue 38: journeys done with the keyboard alone (the password login with the captcha's audio
 * alternative is audio-captcha.test.ts). No click here: Tab, Enter, typing, and what the focus
 * shows on the way.
 */

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const CORP = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp')!;
const DESKTOP = { width: 1366, height: 800 };

/** The focused element's test id. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? '');

/** Presses Tab (or Shift+Tab) unless or until the element of `testId` has the focus, and checks that the focus shows. */
async function tabTo(page: Page, testId: string, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60): Promise<void> {
  for (let i = 0; i <= limit; i++) {
    if ((await focusedId(page)) !== testId) {
      await page.keyboard.press(key);
      continue;
    }
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? 'outline' : style.boxShadow !== 'none' ? 'shadow' : 'none';
    });
    expect(ring, `the focus on ${testId} shows`).not.toBe('none');
    return;
  }
  throw new Error(`Tab never reached ${testId}`);
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
});
