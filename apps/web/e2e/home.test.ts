import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPageData, type MenuItem } from '@portal/contract/page-config';
import { sql } from 'drizzle-orm';
import { screenshotOf, startPortal, WAIT, type Portal } from './support/portal.ts';

const seedPage = (file: string) =>
  ZPageData.parse(JSON.parse(readFileSync(`apps/server/src/db/seed/pages/${file}`, 'utf8')));
const index = seedPage('index.json');
const visible = (items: MenuItem[] = []) => items.filter((i) => !i.hide);

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('home page from the seeded configuration', () => {
  it('renders header, main menu, banner and footer from page configuration', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('home').waitFor();
    const menu = page.getByTestId('main-menu');
    for (const item of visible(index.pageContent.headerData.menulist)) {
      await expect(menu.getByText(item.label, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    await expect(page.getByTestId('banner').isVisible()).resolves.toBe(true);
    const footer = page.getByTestId('footer');
    for (const column of index.pageContent.footerData.fMenu ?? []) {
      await expect(footer.getByText(column.name, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    // The copyright is drawn once its sanitiser has loaded, after the first paint (issue 36).
    await page.getByTestId('footer-copyright').getByText('版权所有', { exact: false }).waitFor();
    await page.waitForFunction((title) => document.title === title, '鼎信银行企业金融门户');
    await portal.screenshot(page, 'home-1366');
    await page.setViewportSize({ width: 1920, height: 1000 });
    await portal.screenshot(page, 'home-1920');
    await page.context().close();
  });

  it('ran the startup sequence: time offset stored and the device recorded by the server', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('home').waitFor();
    const timeDiff = await page.evaluate(() => sessionStorage.getItem('timeDiff'));
    expect(Number.isFinite(Number(timeDiff))).toBe(true);
    const rows = await portal.server.app.database.db.execute(sql`select count(*)::int as n from risk_devices`);
    const n = (rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
    expect(n).toBeGreaterThan(0);
    await page.context().close();
  });

  it('opens a dropdown on hover and closes it after the pointer leaves', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('home').waitFor();
    const items = visible(index.pageContent.headerData.menulist);
    const withChildren = items.findIndex((i) => (i.children?.length ?? 0) > 0);
    expect(withChildren).toBeGreaterThanOrEqual(0);
    const trigger = page.getByTestId(`menu-item-${withChildren}`);
    await trigger.hover();
    const submenu = page.getByTestId(`submenu-${withChildren}`);
    await submenu.waitFor({ state: 'visible' });
    await portal.screenshot(page, 'home-dropdown');
    await page.mouse.move(5, 700);
    // Still open inside the 1000 ms hide delay, closed after it.
    await page.waitForTimeout(300);
    await expect(submenu.isVisible()).resolves.toBe(true);
    await submenu.waitFor({ state: 'hidden', timeout: 3000 });
    await page.context().close();
  });

  it('shows back-to-top only after scrolling past one window height', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('home').waitFor();
    const button = page.getByTestId('back-to-top');
    await expect(button.isVisible()).resolves.toBe(false);
    await page.mouse.wheel(0, 2000);
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
    await page.context().close();
  });
});

describe('header function search', () => {
  it('suggests configured functions while typing and opens the chosen one', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('home').waitFor();
    const input = page.getByRole('combobox', { name: '搜索功能名称' });
    await input.fill('外星人');
    // The server's answer follows the page's own menus after a short pause.
    await page.getByTestId('header-search-results').getByText('未找到相关功能').waitFor();
    await input.fill('银企');
    const results = page.getByTestId('header-search-results');
    // The page's own menus answer at once and the server's suggestions follow: choose only once
    // the list has settled, or the option under the arrow can change before Enter (a CI race).
    await expect.poll(() => results.getAttribute('aria-busy'), WAIT).toBe('false');
    await expect.poll(() => results.getByRole('option').first().innerText()).toContain('银企直联');
    // Enter alone opens the bank's site search (§7); a chosen suggestion opens the function.
    await portal.screenshot(page, 'header-search');
    await input.press('ArrowDown');
    await expect.poll(() => results.getByRole('option').first().getAttribute('aria-selected'), WAIT).toBe('true');
    await input.press('Enter');
    await page.waitForURL(/pageCode=yqzlmh/);
    // The title follows once the new page's configuration has loaded and rendered.
    await page.waitForFunction(() => document.title === '鼎信银行银企直联服务门户');
    await expect(page.locator('.portal-page').getAttribute('data-channel')).resolves.toBe('yqzl');
    await page.context().close();
  });
});

describe('page codes and error pages', () => {
  it('sends an unknown pageCode to /404', async () => {
    const page = await portal.open('#/index?pageCode=no-such-page');
    await page.waitForURL(/#\/404$/);
    await page.getByTestId('error-page-404').waitFor();
    await portal.screenshot(page, 'not-found');
    await page.context().close();
  });

  it('switches title and channel for a yqzlmh pageCode', async () => {
    const page = await portal.open('#/index?pageCode=yqzlmh');
    await page.getByTestId('home').waitFor();
    await page.waitForFunction((title) => document.title === title, '鼎信银行银企直联服务门户');
    await expect(page.locator('.portal-page').getAttribute('data-channel')).resolves.toBe('yqzl');
    await portal.screenshot(page, 'yqzlmh');
    await page.context().close();
  });

  it('renders each error and special page with real content', async () => {
    for (const [path, id] of [
      ['403', '403'],
      ['invalid', 'invalid'],
      ['ie8', 'ie8'],
      ['nomac', 'nomac'],
      ['privacyClause', 'privacyClause'],
      ['greenGoldPross/errorPage', 'greenGoldErrorPage'],
    ] as const) {
      const page = await portal.open(`#/${path}`);
      const screen = page.getByTestId(`error-page-${id}`);
      await screen.waitFor();
      expect((await screen.innerText()).length).toBeGreaterThan(20);
      await portal.screenshot(page, `error-${id}`);
      await page.context().close();
    }
  });
});

describe('browser history', () => {
  it('reloads the page when the hash is changed by hand (§2)', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('home').waitFor();
    await page.evaluate(() => ((window as unknown as { beforeHashChange: boolean }).beforeHashChange = true));
    await page.evaluate(() => (window.location.hash = '#/index?pageCode=yqzlmh'));
    await page.waitForFunction(() => !(window as unknown as { beforeHashChange?: boolean }).beforeHashChange);
    await page.getByTestId('home').waitFor();
    await page.waitForFunction((title) => document.title === title, '鼎信银行银企直联服务门户');
    const history = await page.evaluate(() => JSON.parse(sessionStorage.getItem('routerHistory') ?? '[]') as Array<{ Pg_Cd: string }>);
    expect(history.map((h) => h.Pg_Cd)).toEqual(['index', 'yqzlmh']);
    await page.context().close();
  });
});

describe('old browsers', () => {
  it('tells Chrome below 88 it is low without stopping it (§9)', async () => {
    const context = await portal.browser.newContext({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.141 Safari/537.36',
    });
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/`);
    const notice = page.getByTestId('low-browser-notice');
    await expect(notice.innerText()).resolves.toContain('本网站建议使用 Chrome 88、Edge、Firefox 及以上版本浏览器');
    // The portal itself still runs underneath.
    await page.getByTestId('home').waitFor();
    await screenshotOf(page, 'low-browser-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    // The header switches to its phone layout on the resize, a render later: wait until the page fits.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, WAIT);
    await screenshotOf(page, 'low-browser-390');
    await notice.getByRole('button', { name: '关闭提示' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('home').waitFor();
    await expect(notice.count()).resolves.toBe(0);
    await context.close();
  });

  it('sends Internet Explorer to #/ie8 before the portal runs, with the upgrade prompt (§8)', async () => {
    const context = await portal.browser.newContext({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    });
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/`);
    await page.waitForURL(/#\/ie8$/);
    const box = page.getByTestId('legacy-ie8');
    await expect(box.locator('h1').innerText()).resolves.toBe('浏览器版本过低');
    await expect(box.innerText()).resolves.toContain('浏览器版本过低，无法登录，请使用 IE8 及以上版本的浏览器。');
    await expect(box.getByRole('link', { name: '立即升级' }).getAttribute('href')).resolves.toMatch(/^https:/);
    await context.close();
  });

  it('the portal\'s own /ie8 page leads to the download centre', async () => {
    const context = await portal.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/ie8`);
    await page.getByTestId('error-page-ie8').waitFor();
    await page.getByRole('button', { name: '立即升级' }).click();
    await page.waitForURL(/#\/netshield$/);
    await context.close();
  });
});
