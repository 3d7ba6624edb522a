import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRoutes, type CustomerRoute } from './support/customer-routes.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { visitAll, writeAxeTable } from './support/route-tour.ts';

/**
 * Issue 38: every customer screen in 关怀模式 at a phone's and a desktop's width: larger text and
 * targets still fit the window, and axe finds nothing serious or critical. The same tour as
 * responsive-portal.test.ts, in its own file so the two run side by side.
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

describe('the portal in 关怀模式', () => {
  it(`fits every customer screen at ${PHONE.width} and ${DESKTOP.width} px with no serious axe finding`, async () => {
    const context = await portal.browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
    try {
      const tour = await visitAll(portal, context, [PHONE, DESKTOP], routes, 'care');
      writeAxeTable(tour.axe, 'care');
      expect(tour.problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 360_000);
});
