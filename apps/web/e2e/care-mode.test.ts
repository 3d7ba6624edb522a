import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demo-accounts.ts';
import { users } from '../../server/src/db/schema/identity.ts';
import { CARE_MODE_STORED, smallTargets, smallTexts } from './support/care-mode.ts';
import { openAsCustomer, sideways } from './support/customer-page.ts';
import { screenshotOf, startPortal, WAIT, type Portal } from './support/portal.ts';

/**
 * Issue 38, 关怀模式: one visible switch in the header (the floating panel on a phone), no text
 * under 18 px and no target under 44 × 44 px, the simpler home page with the search first and no
 * banner, remembered by the browser and, for a logged-in customer, by the account.
 */

let portal: Portal;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const CORP = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp')!;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

const isCare = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('portal-care'));

async function visitorPage(viewport: { width: number; height: number }, care = false): Promise<Page> {
  const context = await portal.browser.newContext({ viewport, locale: 'zh-CN' });
  if (care) await context.addInitScript(CARE_MODE_STORED);
  const page = await context.newPage();
  await page.goto(`${portal.server.origin}/#/`);
  return page;
}

describe('关怀模式 (issue 38)', () => {
  it('switches on from the header: large text and targets, the search first, no banner, kept after a reload', async () => {
    const page = await visitorPage(DESKTOP);
    await page.getByTestId('banner').waitFor(WAIT);
    const toggle = page.getByTestId('header').getByRole('button', { name: '关怀模式' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();

    const home = page.getByTestId('care-home');
    await home.waitFor(WAIT);
    expect(await isCare(page)).toBe(true);
    expect(await page.getByTestId('banner').count()).toBe(0);
    // The search comes before the tiles, and the tiles are the page's configured shortcuts.
    const order = await home.evaluate((el) => Array.from(el.querySelectorAll('input, ul a')).map((n) => n.tagName));
    expect(order[0]).toBe('INPUT');
    await expect.poll(() => home.getByRole('link', { name: '发票查验' }).count()).toBeGreaterThan(0);
    expect(await smallTexts(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshotOf(page, 'care-home-1366');

    await page.reload();
    await home.waitFor(WAIT);
    const off = page.getByTestId('header').getByRole('button', { name: '退出关怀模式' });
    expect(await off.getAttribute('aria-pressed')).toBe('true');
    await off.click();
    await page.getByTestId('banner').waitFor(WAIT);
    expect(await isCare(page)).toBe(false);
    await page.context().close();
  });

  it('opens from a 关怀版 address (?care=1) the bank can link to, remembered; ?care=0 leaves it', async () => {
    const context = await portal.browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/?care=1#/`);
    await page.getByTestId('care-home').waitFor(WAIT);
    expect(await isCare(page)).toBe(true);
    await page.goto(`${portal.server.origin}/#/`);
    await page.getByTestId('care-home').waitFor(WAIT);
    await page.goto(`${portal.server.origin}/?care=0#/`);
    await page.getByTestId('banner').waitFor(WAIT);
    expect(await isCare(page)).toBe(false);
    await context.close();
  });

  it('on a phone the switch is in the floating panel, which docks along the bottom and covers no text', async () => {
    const page = await visitorPage(PHONE);
    await page.getByTestId('banner').waitFor(WAIT);
    await page.getByTestId('floating-panel').getByRole('button', { name: '关怀模式' }).click();
    await page.getByTestId('care-home').waitFor(WAIT);
    const panel = await page.getByTestId('floating-panel').boundingBox();
    expect(panel!.y + panel!.height).toBeCloseTo(PHONE.height, 0);
    expect(panel!.width).toBe(PHONE.width);
    expect(await smallTexts(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await screenshotOf(page, 'care-home-390');
    await page.context().close();
  });

  it('follows a logged-in customer to another browser, and antd screens grow with it (账户流水)', async () => {
    const page = await openAsCustomer(portal, CORP, '#/qywy/flow', DESKTOP);
    await page.getByTestId('flow-single').waitFor(WAIT);
    await page.getByTestId('header').getByRole('button', { name: '关怀模式' }).click();
    await expect.poll(async () => (await portal.server.app.database.db.select({ care: users.careMode }).from(users).where(eq(users.id, CORP.id)))[0]?.care, WAIT).toBe(true);
    await page.context().close();

    // Another browser, nothing stored: the login brings the account's choice.
    const elsewhere = await openAsCustomer(portal, CORP, '#/qywy/flow', PHONE);
    await expect.poll(() => isCare(elsewhere), WAIT).toBe(true);
    await elsewhere.getByTestId('flow-query').click();
    await elsewhere.getByTestId('flow-single-account').waitFor(WAIT);
    expect(await smallTexts(elsewhere)).toEqual([]);
    expect(await smallTargets(elsewhere)).toEqual([]);
    expect(await sideways(elsewhere)).toBeLessThanOrEqual(0);
    await screenshotOf(elsewhere, 'care-account-flow-390');
    await elsewhere.getByTestId('floating-panel').getByRole('button', { name: '退出关怀模式' }).click();
    await expect.poll(async () => (await portal.server.app.database.db.select({ care: users.careMode }).from(users).where(eq(users.id, CORP.id)))[0]?.care, WAIT).toBe(false);
    await elsewhere.context().close();
  });

  it('leaves the staff console at its standard sizes', async () => {
    const page = await visitorPage(DESKTOP, true);
    await page.goto(`${portal.server.origin}/#/staff/login`);
    await page.getByRole('button', { name: /登\s*录/ }).waitFor(WAIT);
    expect(await isCare(page)).toBe(false);
    await page.context().close();
  });
});
