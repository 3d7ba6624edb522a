import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startPortal, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const count = async (query: ReturnType<typeof sql>) => {
  const result = (await portal.server.app.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
};

describe('startup sequence and tracking', () => {
  it('paints the site gray when the operator turns pc_color_switch to 0', async () => {
    // Before any page asks, so no instance has the old value cached.
    await portal.server.app.database.db.execute(sql`update system_params set value = '0' where key = 'pc_color_switch'`);
    const page = await portal.open('#/');
    await page.getByTestId('home').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('grayScale'))).resolves.toBe('0');
    await expect(page.evaluate(() => document.documentElement.classList.contains('portal-gray'))).resolves.toBe(true);
    await portal.screenshot(page, 'home-gray');
    await page.context().close();
  });

  it('records a failed call as an api_error event', async () => {
    const page = await portal.open('#/index?pageCode=no-such-page');
    await page.waitForURL(/#\/404$/);
    await expect
      .poll(
        () => count(sql`select count(*)::int as n from analytics_events where type = 'api_error' and track_id = '404100'`),
        { timeout: 8000 },
      )
      .toBeGreaterThan(0);
    await page.context().close();
  });

  it('records page views and clicks on configured items in the analytics table', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('home').waitFor();
    const before = await count(sql`select count(*)::int as n from analytics_events where type = 'module_click'`);
    const module = page.locator('[data-testid^="module-"]').first();
    await module.locator('a, button').first().click();
    // Events are sent in batches within two seconds.
    await expect
      .poll(() => count(sql`select count(*)::int as n from analytics_events where type = 'module_click'`), { timeout: 8000 })
      .toBeGreaterThan(before);
    expect(await count(sql`select count(*)::int as n from analytics_events where type = 'page_view'`)).toBeGreaterThan(0);
    await page.context().close();
  });
});
