import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRoutePaths, customerRoutes, type CustomerRoute } from './support/customer-routes.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { overflow, visitAll, writeAxeTable } from './support/route-tour.ts';

/**
 * Issue 20: every customer screen fits a phone (390 px) and a desktop (1366 px): the document
 * is never wider than the window and no screen throws. Issue 38: and axe finds nothing serious
 * on it (responsive-portal-care.test.ts tours the same screens in 关怀模式).
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

let portal: Portal;
let routes: CustomerRoute[];
beforeAll(async () => {
  portal = await startPortal();
  routes = await customerRoutes(portal.server);
});
afterAll(() => portal.close());

describe('the portal on a phone and on a desktop', () => {
  it('opens a hash for every customer route of routes.tsx', () => {
    const covered = new Set(routes.map((r) => r.path));
    const missing = customerRoutePaths().filter((p) => !covered.has(p));
    expect(missing, 'add these routes to apps/web/e2e/support/customer-routes.ts').toEqual([]);
  });

  it(`fits every customer screen at ${PHONE.width} and ${DESKTOP.width} px without a page error`, async () => {
    const context = await portal.browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
    try {
      const tour = await visitAll(portal, context, [PHONE, DESKTOP], routes);
      writeAxeTable(tour.axe, 'normal');
      expect(tour.problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 360_000);

  it('fits the shell of a visitor and of a logged-in customer at 360, 768 and 1024 px', async () => {
    const sample = routes.filter((r) => ['#/', '#/bankProduct', '#/center'].includes(r.hash));
    const viewports = [360, 768, 1024].map((width) => ({ width, height: 800 }));
    const context = await portal.browser.newContext({ viewport: viewports[0], locale: 'zh-CN' });
    try {
      expect((await visitAll(portal, context, viewports, sample)).problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('on a phone, the menu button opens the drawer and a product entry in it opens that product', async () => {
    const page = await portal.open('#/', PHONE);
    const button = page.getByRole('button', { name: '打开菜单' });
    await button.waitFor(WAIT);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    // The desktop menu bar is not there on a phone; the button stands in for it.
    await expect(page.getByTestId('main-menu').count()).resolves.toBe(0);
    await button.click();
    const drawer = page.getByRole('dialog', { name: '导航菜单' });
    await drawer.waitFor(WAIT);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(drawer.getByRole('button', { name: '关闭菜单' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await portal.screenshot(page, 'responsive-390-drawer-open');

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', ...WAIT });
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Levels open one by one: 企业金融, then its first group, then a product in it.
    await button.click();
    const finance = drawer.getByRole('button', { name: '企业金融子菜单' });
    await finance.click();
    await expect(finance.getAttribute('aria-expanded')).resolves.toBe('true');
    const groups = drawer.locator(`[id="${await finance.getAttribute('aria-controls')}"]`);
    await groups.locator('button[aria-expanded="false"]').first().click();
    const product = groups.locator('a[href*="productDetails?code="]:visible').first();
    const href = (await product.getAttribute('href'))!;
    const code = href.slice(href.indexOf('code=') + 'code='.length);
    await portal.screenshot(page, 'responsive-390-drawer-product');
    await product.click();
    await waitForHash(page, `#/productDetails?code=${code}`);
    await drawer.waitFor({ state: 'hidden', ...WAIT });
    await page.getByTestId('product-detail').waitFor(WAIT);
    await expect(overflow(page)).resolves.toBe(0);
    await page.context().close();
  });
});
