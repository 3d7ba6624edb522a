import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { chooseOption } from './support/antd-select.ts';
import { screenshotOf, startPortal, WAIT, type Portal } from './support/portal.ts';
import { staffLoginInBrowser } from './support/staff.ts';

/**
 * The branch finder the header's 网点查询 opens (issue 20): a customer narrows the branches by
 * city and service, an empty search says so and keeps what was asked, and an operator's edit
 * in the console is what the customer sees next.
 */

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };
const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;

/** Picks `choice` in the finder's select `testId` (antd renders the options in a popup). */
async function pick(page: Page, testId: string, choice: string) {
  await chooseOption(page, page.getByTestId(testId), new RegExp(`^${choice}$`));
}

/**
 * Ticks (or, with `on` false, unticks) a service in the finder. The box follows the address,
 * which the router updates a moment after the click, so this waits for the box to change.
 */
async function tick(page: Page, service: string, on = true) {
  const box = page.getByRole('checkbox', { name: service });
  await box.click();
  await expect.poll(() => box.isChecked(), WAIT).toBe(on);
}

const cardNames = (page: Page) => page.getByTestId('branch-card').locator('h3').allInnerTexts();

/** Waits until the result list shows `n` branches, the reply for the latest conditions. */
async function waitForTotal(page: Page, n: number) {
  await page.getByTestId('branch-total').filter({ hasText: `共找到 ${n} 个网点` }).waitFor(WAIT);
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="branch-card"]').length === Math.min(count, 10), n, WAIT);
}

/**
 * Whether the screen's own part (`testId`) reaches past the window or scrolls sideways inside.
 * The whole document's width is the shell's, checked for every route by the shell's own test.
 */
async function widerThanWindow(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().right > window.innerWidth || el.scrollWidth > el.clientWidth);
}

describe('the branch finder', () => {
  it('is what the header’s 网点查询 opens, and filters by city and by service', async () => {
    const page = await portal.open('#/');
    await page.getByRole('link', { name: '网点查询' }).first().click();
    await page.getByRole('heading', { name: '网点查询', level: 1 }).waitFor(WAIT);
    expect(page.url()).toContain('#/branches');
    await page.getByTestId('branch-total').waitFor(WAIT);

    await pick(page, 'branch-province', '广东省');
    await pick(page, 'branch-city', '深圳市');
    await waitForTotal(page, 5);
    const regions = await page.getByTestId('branch-card').allInnerTexts();
    expect(regions.every((text) => text.includes('深圳市'))).toBe(true);

    await tick(page, '外汇业务');
    await waitForTotal(page, 3);
    expect((await cardNames(page)).sort()).toEqual(['鼎信银行深圳分行营业部', '鼎信银行深圳前海支行', '鼎信银行深圳罗湖支行'].sort());
    for (const card of await page.getByTestId('branch-card').all()) await card.getByText('外汇业务').waitFor(WAIT);
    // The conditions are in the address: a reload shows the same branches, and back undoes the service.
    expect(decodeURIComponent(page.url())).toContain('city=深圳市');
    await page.reload();
    await waitForTotal(page, 3);
    expect(await page.getByRole('checkbox', { name: '外汇业务' }).isChecked()).toBe(true);
    await page.goBack();
    await waitForTotal(page, 5);
    await page.goForward();
    await waitForTotal(page, 3);
    const tel = await page.getByTestId('branch-phone').first().getAttribute('href');
    expect(tel).toMatch(/^tel:0755\d{8}$/);
    await portal.screenshot(page, 'branches-1366');
    expect(await widerThanWindow(page, 'branch-finder')).toBe(false);
    const axe = await new AxeBuilder({ page }).include('[data-testid="branch-finder"]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(", ")}`)).toEqual([]);
    await page.context().close();
  });

  it('says in Chinese when nothing matches, keeping the conditions; fits a phone', async () => {
    const page = await portal.open('#/branches', PHONE);
    await page.getByTestId('branch-total').waitFor(WAIT);
    await pick(page, 'branch-province', '广东省');
    await pick(page, 'branch-city', '深圳市');
    await tick(page, '外汇业务');
    await waitForTotal(page, 3);
    await portal.screenshot(page, 'branches-390');
    expect(await widerThanWindow(page, 'branch-finder')).toBe(false);

    await page.getByTestId('branch-keyword').fill('龙岗');
    await page.getByTestId('branch-search').click();
    await page.getByTestId('branch-empty').filter({ hasText: '没有找到符合条件的网点' }).waitFor(WAIT);
    await page.getByText('当前条件：广东省 深圳市；外汇业务；“龙岗”').waitFor(WAIT);
    // The conditions stay where the customer set them, ready to be loosened.
    await page.getByTestId('branch-city').filter({ hasText: '深圳市' }).waitFor(WAIT);
    expect(await page.getByRole('checkbox', { name: '外汇业务' }).isChecked()).toBe(true);
    expect(await page.getByTestId('branch-keyword').inputValue()).toBe('龙岗');
    await portal.screenshot(page, 'branches-390-empty');
    expect(await widerThanWindow(page, 'branch-finder')).toBe(false);

    // Loosening one condition brings the branch back.
    await tick(page, '外汇业务', false);
    await waitForTotal(page, 1);
    expect(await cardNames(page)).toEqual(['鼎信银行深圳龙岗支行']);
    await page.context().close();
  });
});

describe('the branch console', () => {
  it('an operator edits a branch and the customer finds it changed; the console fits a phone', async () => {
    const staff = await portal.open('#/staff/login');
    await staffLoginInBrowser(staff, portal.server, operator.loginName, operator.password);
    await staff.getByTestId('staff-entry-branches').click();
    await staff.getByRole('heading', { name: '网点管理' }).waitFor(WAIT);
    await staff.getByTestId('branch-console-search').locator('input').fill('中关村');
    await staff.getByTestId('branch-console-search').locator('input').press('Enter');
    const row = staff.getByTestId('branch-table').getByRole('row', { name: /鼎信银行北京中关村支行/ });
    await row.waitFor(WAIT);
    await row.getByRole('button', { name: '编辑' }).click();

    const form = staff.getByTestId('branch-form');
    await form.getByLabel('网点电话').fill('62569999');
    await staff.getByTestId('branch-save').click();
    await form.getByText('请输入带区号的固定电话，如 010-66012345').waitFor(WAIT);
    await form.getByLabel('网点电话').fill('010-62569999');
    await form.getByLabel('周末营业时间').fill('10:00-15:00');
    await form.getByRole('checkbox', { name: '外汇业务' }).check();
    await staff.getByTestId('branch-save').click();
    await row.getByText('010-62569999').waitFor(WAIT);
    await portal.screenshot(staff, 'branches-console-1366');

    // On a phone the table scrolls inside its box and the editor fits the window.
    await staff.setViewportSize(PHONE);
    await portal.screenshot(staff, 'branches-console-390');
    expect(await widerThanWindow(staff, 'branch-table')).toBe(false);
    await staff.getByTestId('branch-add').click();
    await staff.getByTestId('branch-form').waitFor(WAIT);
    // The drawer slides in; measure and picture it once it has arrived.
    await staff.waitForFunction(() => {
      const drawer = document.querySelector('.ant-drawer-content-wrapper');
      return drawer !== null && getComputedStyle(drawer).transform === 'none';
    }, undefined, WAIT);
    const drawer = await staff.locator('.ant-drawer-content-wrapper').boundingBox();
    expect(drawer!.x).toBeGreaterThanOrEqual(0);
    expect(drawer!.x + drawer!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshotOf(staff, 'branches-console-390-drawer');
    await staff.context().close();

    const customer = await portal.open('#/branches');
    await customer.getByTestId('branch-total').waitFor(WAIT);
    await pick(customer, 'branch-province', '北京市');
    await pick(customer, 'branch-city', '北京市');
    await tick(customer, '外汇业务');
    const card = customer.getByTestId('branch-card').filter({ hasText: '鼎信银行北京中关村支行' });
    await card.waitFor(WAIT);
    await card.getByText('010-62569999').waitFor(WAIT);
    await card.getByText('周末 10:00-15:00').waitFor(WAIT);
    await customer.context().close();
  });
});
