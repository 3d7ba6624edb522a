import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { startPortal, WAIT, type Portal } from './support/portal.ts';
import { staffContext } from './support/staff.ts';

/**
 * Every staff screen at a phone's and a desktop's width, as an operator and as an agent (issue 20):
 * nothing may make the document wider than the window, and no screen may throw. Each screen is
 * opened once at 390 px (and pictured, with E2E_SCREENSHOTS=1), then measured again with the
 * window resized to 1366 px (issue 36: one load per screen, not one per width).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

/** The staff routes, with the seeded page codes for the page editor's `:pageCode`. */
const STAFF_ROUTES = [
  '/staff',
  '/staff/desk',
  '/staff/service-settings',
  '/staff/ratings',
  '/staff/feedback',
  '/staff/knowledge',
  '/staff/articles',
  '/staff/documents',
  '/staff/products',
  '/staff/pages',
  '/staff/pages/index',
  '/staff/pages/tszc',
  '/staff/pages/yqzlmh',
  '/staff/audit',
  '/staff/analytics',
  '/staff/login-pages',
  '/staff/branches',
  // staff routes: identity review (issue 21)
  '/staff/identity-review',
  '/staff/identity-registry',
  // end staff routes: identity review
  // staff routes: unified login (issue 22)
  '/staff/unified-login',
  // end staff routes: unified login
  // staff routes: check tools (issue 24)
  '/staff/check-registries',
  // end staff routes: check tools
  // staff routes: invoice check (issue 24)
  '/staff/invoice-registry',
  // end staff routes: invoice check
  // staff routes: environmental-benefit estimate (issue 24), the one table of emission factors (issue 36)
  '/staff/env-factors',
  // end staff routes: environmental-benefit estimate
  // staff routes: rights (issue 25)
  '/staff/rights',
  '/staff/activities',
  // end staff routes: rights
  // staff routes: special assets (issue 25)
  '/staff/special-assets',
  '/staff/special-assets/inquiries',
  // end staff routes: special assets
  // staff routes: open platform apply (issue 26)
  '/staff/open-platform-applications',
  // end staff routes: open platform apply
  // staff routes: open platform catalogue (issue 26)
  '/staff/open-platform-catalogue',
  // end staff routes: open platform catalogue
  // staff routes: open platform sandbox (issue 26)
  '/staff/open-platform-usage',
  // end staff routes: open platform sandbox
];

/**
 * A screen at both widths (and its screenshot) takes about 3 s, two roles side by side; CI's
 * machine is slower than this one and a busy one up to three times slower.
 */
const EVERY_SCREEN = STAFF_ROUTES.length * 12_000;

const slug = (route: string) => route.replace(/^\/staff\/?/, '').replace(/\//g, '-') || 'home';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

/** Problems of the screen now shown: a document wider than the window. */
async function overflow(page: Page): Promise<string | null> {
  const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
    const width = window.innerWidth;
    // Name the widest element sticking out, so a failure says where to look.
    let widest: Element | null = null;
    let right = width;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect().right + window.scrollX;
      if (r > right + 0.5) {
        right = r;
        widest = el;
      }
    }
    const name = widest ? `${widest.tagName.toLowerCase()}.${String(widest.className).slice(0, 80)}` : '';
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprit: name };
  });
  return scrollWidth > innerWidth ? `${scrollWidth}px > ${innerWidth}px (${culprit})` : null;
}

/**
 * The overflow once the layout has had its chance to follow a new width: antd's horizontal menu
 * folds its items a moment after a resize, so a screen that is too wide for up to 2 s is
 * measured again before it is reported.
 */
async function settledOverflow(page: Page): Promise<string | null> {
  let found = await overflow(page);
  for (let waited = 0; found && waited < 2_000; waited += 200) {
    await page.waitForTimeout(200);
    found = await overflow(page);
  }
  return found;
}

/** Waits for a staff screen to settle: its frame shown, spinners and skeletons gone. */
async function settled(page: Page, route: string) {
  await page.waitForFunction((hash) => window.location.hash === hash, `#${route}`, WAIT);
  await page.locator(route === '/staff/login' ? '[data-testid="staff-login-form"]' : '[data-testid="staff-who"]').waitFor(WAIT);
  await page
    .waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/** Chinese names an operator must see instead of raw keys (issue 20, point 5). */
const OPERATOR_NAMES: Record<string, RegExp[]> = {
  '/staff/pages': [/在线客服入口显示/, /全站彩色显示/],
  '/staff/pages/index': [/编辑页面配置：首页/],
  '/staff/pages/tszc': [/编辑页面配置：特色资产/],
  '/staff/pages/yqzlmh': [/编辑页面配置：银企直联/],
};

/**
 * Opens each route by hash in one tab of `context` (a phone's window), measures it there and at
 * a desktop's width; returns what went wrong, route by route. `shots` names the routes to keep a
 * screenshot of at 390 px, under `prefix`.
 */
async function visitAll(
  context: BrowserContext,
  routes: string[],
  shots: { prefix: string; of: (route: string) => boolean } | null,
  names: Record<string, RegExp[]> = {},
): Promise<string[]> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const problems: string[] = [];
  await page.goto(`${portal.server.origin}/#${routes[0]}`);
  for (const route of routes) {
    errors.length = 0;
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${route}`);
    await settled(page, route);
    const phoneWide = await settledOverflow(page);
    if (phoneWide) problems.push(`${route} at ${PHONE.width} px: document ${phoneWide}`);
    if (shots?.of(route)) await portal.screenshot(page, `${shots.prefix}-${slug(route)}`);
    await page.setViewportSize(DESKTOP);
    await settled(page, route);
    const desktopWide = await settledOverflow(page);
    if (desktopWide) problems.push(`${route} at ${DESKTOP.width} px: document ${desktopWide}`);
    for (const name of names[route] ?? []) {
      if (!(await page.locator('main').getByText(name).first().isVisible())) problems.push(`${route}: no ${name.source}`);
    }
    await page.setViewportSize(PHONE);
    for (const e of errors) problems.push(`${route}: page error ${e}`);
  }
  await context.close();
  return problems;
}

const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;
const agent = DEMO_STAFF.find((s) => s.role === 'agent')!;

describe('staff screens fit every width (issue 20)', () => {
  it('this test opens every staff route of the route table', () => {
    const table = readFileSync(resolve('apps/web/src/app/routes.tsx'), 'utf8');
    const declared = [...table.matchAll(/path: '(staff[^']*)'/g)].map((m) => `/${m[1]!}`).filter((p) => p !== '/staff/login');
    const covered = (path: string) => STAFF_ROUTES.some((r) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`).test(r));
    expect(declared.filter((p) => !covered(p))).toEqual([]);
  });

  const prefix = `responsive-staff-${PHONE.width}`;

  it(`the staff login at ${PHONE.width} and ${DESKTOP.width} px`, async () => {
    const context = await portal.browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
    expect(await visitAll(context, ['/staff/login'], { prefix, of: () => true })).toEqual([]);
  });

  // An operator and an agent side by side (two accounts, two contexts); the operators' screens
  // refuse an agent the same way, so one refusal of them is pictured.
  it(`every staff screen as an operator and as an agent at ${PHONE.width} and ${DESKTOP.width} px`, async () => {
    const own = (route: string) => ['/staff', '/staff/desk', '/staff/pages'].includes(route);
    const [asOperator, asAgent] = await Promise.all([
      staffContext(portal, operator, PHONE).then((c) => visitAll(c, STAFF_ROUTES, { prefix: `${prefix}-operator`, of: () => true }, OPERATOR_NAMES)),
      staffContext(portal, agent, PHONE).then((c) => visitAll(c, STAFF_ROUTES, { prefix: `${prefix}-agent`, of: own })),
    ]);
    expect({ asOperator, asAgent }).toEqual({ asOperator: [], asAgent: [] });
  }, EVERY_SCREEN);

  it('on a phone the staff navigation is a drawer that opens a console, whose drawers fit', async () => {
    const context = await staffContext(portal, operator, PHONE);
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/staff`);
    await page.getByTestId('staff-nav-open').click();
    const drawer = page.getByTestId('staff-nav-drawer');
    await drawer.getByText('知识库').click();
    await page.waitForFunction(() => window.location.hash === '#/staff/knowledge', undefined, WAIT);
    await drawer.waitFor({ state: 'hidden', ...WAIT });
    // The console's code may still be loading when the drawer has closed: wait for its heading to show.
    await page.getByRole('heading', { name: '知识库管理' }).waitFor({ state: 'visible', ...WAIT });
    // A console's own drawer (736 px wide on a desktop) leaves a margin of the phone's window.
    await page.getByRole('button', { name: '新增知识' }).click();
    const editor = page.locator('.ant-drawer-content-wrapper').last();
    await editor.waitFor(WAIT);
    await page.waitForTimeout(400);
    const box = (await editor.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.width).toBeLessThanOrEqual(PHONE.width - 32);
    await portal.screenshot(page, 'responsive-staff-390-operator-knowledge-drawer');
    await context.close();
  });
});
