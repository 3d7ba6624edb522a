import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consoleSystemParamUpdate } from '@portal/contract/calls/console/system-params';
import { SITE_SEARCH_PARAM } from '@portal/contract/calls/insight/site-search';
import { analyticsEvents } from '../../server/src/db/schema/analytics.ts';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffApi, staffLoginInBrowser, until } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('function search in the header', () => {
  it('finds a menu function by pinyin initials (yqzlmh: 银企直联门户) and opens it', async () => {
    const page = await portal.open('#/');
    const box = page.getByRole('combobox', { name: '搜索功能名称' });
    await box.fill('yqzlmh');
    const list = page.getByTestId('header-search-results');
    // Each suggestion shows its kind and where it lives in the menus.
    const hit = list.getByRole('option', { name: '功能 银企直联门户 银企直联', exact: true });
    await hit.waitFor(WAIT);
    // The page's own menus answer at once and the server's suggestions follow: choose only once
    // the list has settled, or the option under the arrow can change before Enter (a CI race).
    await expect.poll(() => list.getAttribute('aria-busy'), WAIT).toBe('false');
    await expect.poll(() => list.getByRole('option').first().innerText(), WAIT).toContain('银企直联门户');
    await portal.screenshot(page, 'insight-search-suggestions');

    // Arrow down chooses it, Enter opens it.
    await box.press('ArrowDown');
    await expect.poll(() => hit.getAttribute('aria-selected'), WAIT).toBe('true');
    await box.press('Enter');
    await waitForHash(page, '#/index?pageCode=yqzlmh');
    await list.waitFor({ state: 'detached', ...WAIT });
  });

  it('finds content too; Enter without a chosen suggestion opens the best one, or the public-site search the bank configured', async () => {
    const page = await portal.open('#/');
    const box = page.getByRole('combobox', { name: '搜索功能名称' });
    await box.fill('文档中心');
    const list = page.getByTestId('header-search-results');
    const best = list.getByRole('option', { name: /文档中心/ }).first();
    await best.waitFor(WAIT);
    // A fresh portal names no public-site search: nothing promises one, and Enter opens the best match.
    expect(await page.getByTestId('header-search').getByText(/按回车键在全站搜索/).count()).toBe(0);
    await portal.screenshot(page, 'insight-search-content');
    await box.press('Enter');
    await waitForHash(page, '#/docCenter');

    // The bank names its own public-site search; a page loaded after that offers it.
    const operator = await staffApi(portal.server, DEMO_STAFF[2]!);
    await operator.call(consoleSystemParamUpdate, { key: SITE_SEARCH_PARAM, value: 'https://search.bank.example/s' });
    const later = await portal.open('#/');
    const laterBox = later.getByRole('combobox', { name: '搜索功能名称' });
    await laterBox.fill('文档中心');
    await later.getByTestId('header-search').getByText('按回车键在全站搜索“文档中心”').waitFor(WAIT);
    // The public site is not reachable from the test machine: answer for it.
    await later.context().route('https://search.bank.example/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>全站搜索</title>' }),
    );
    const popup = later.context().waitForEvent('page', WAIT);
    await laterBox.press('Enter');
    const opened = await popup;
    await opened.waitForURL(/searchkey=/, WAIT).catch(() => undefined);
    expect(opened.url()).toBe(`https://search.bank.example/s?searchkey=${encodeURIComponent('文档中心')}`);
    // The visitor stays where they were.
    expect(new URL(later.url()).hash).toBe('#/');
  });
});

describe('analytics', () => {
  it('an operator sees a banner click and a menu click they just made', async () => {
    const db = portal.server.app.database.db;
    const visitor = await portal.open('#/');
    const banner = visitor.getByTestId('banner-slide-0');
    await banner.waitFor(WAIT);
    const bannerTitle = (await banner.locator('strong').textContent())!;
    await banner.click();
    // The banner leads to the page its configuration names; which one does not matter here.
    // The route's screen loads lazily and the visit enters the router history (§3) once it is
    // shown; going back before that would leave it out (networkidle does not wait for it: it was
    // reached at the document's load). So each step waits for the history to hold the new hash.
    const shown = (notHome: boolean) =>
      visitor.waitForFunction(
        (away) => {
          const { hash } = window.location;
          const history = JSON.parse(sessionStorage.getItem('routerHistory') ?? '[]') as { totalUrl: string }[];
          return (hash !== '#/') === away && history.at(-1)?.totalUrl === hash;
        },
        notHome,
        WAIT,
      );
    await shown(true);
    const bannerTarget = await visitor.evaluate(() => window.location.hash);
    await visitor.goBack();
    await shown(false);
    await visitor.getByTestId('main-menu').waitFor(WAIT);
    await visitor.getByTestId('main-menu').getByRole('link', { name: '银企直联', exact: true }).click();
    await waitForHash(visitor, '#/index?pageCode=yqzlmh');

    // The browser sends its events in batches a couple of seconds apart.
    await until(async () => {
      const clicks = await db.select().from(analyticsEvents).where(and(eq(analyticsEvents.type, 'menu_click'), eq(analyticsEvents.label, '银企直联')));
      return clicks.length > 0 ? clicks : undefined;
    }, 'the menu click to arrive');
    const [bannerClick] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.type, 'banner_click'));
    expect(bannerClick?.label).toBe(bannerTitle);
    // The page view carries the router history of §3: its name, the referrer and the page before it.
    // (The search journey above visited this page too, first in its tab: no page before the referrer.)
    const view = await until(async () => {
      const rows = await db
        .select()
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.type, 'page_view'), eq(analyticsEvents.pageUrl, '#/index?pageCode=yqzlmh')));
      return rows.find((r) => r.previousUrl !== null);
    }, 'the page view to arrive');
    expect(view).toMatchObject({ pageCode: 'yqzlmh', referrer: '#/' });
    expect(view.pageName).toMatch(/银企直联/);
    expect(view.previousUrl).toBe(bannerTarget);

    const page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'operator01', 'Oper@2026');
    const entry = page.getByTestId('staff-entry-analytics');
    await entry.getByText('访问与运营分析').waitFor(WAIT);
    await entry.click();
    await waitForHash(page, '#/staff/analytics');
    await page.getByTestId('analytics-preset').getByText('今天').click();

    const banners = page.getByTestId('analytics-banners');
    const row = banners.getByRole('row', { name: new RegExp(bannerTitle) });
    await row.waitFor(WAIT);
    // Shows, clicks and the click-through rate of the banner just clicked.
    await expect(row.locator('td').nth(2).textContent()).resolves.toBe('1');
    // Exactly this label: the search journey above clicked 银企直联门户, a row of its own.
    await page.getByTestId('analytics-menus').getByTestId('bar-row').filter({ has: page.getByText('银企直联', { exact: true }) }).waitFor(WAIT);
    await page.getByTestId('analytics-call-errors').getByText('/analytics/track').waitFor(WAIT);
    await portal.screenshot(page, 'insight-analytics');
    // Seven days: a daily trend ending today.
    await page.getByTestId('analytics-preset').getByText('近 7 天').click();
    await page.getByTestId('analytics-daily').getByRole('img').waitFor(WAIT);
    await portal.screenshot(page, 'insight-analytics-7-days');
  });
});
