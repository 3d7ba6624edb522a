import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../../../server/test/support/test-app.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const SCREENSHOT_DIR = resolve('test-results/screenshots');
/** Screenshots are for people reviewing screens, not assertions: taken only when asked for (E2E_SCREENSHOTS=1). */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

/** Flags for a headless Chromium on a machine without network or GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export interface Portal {
  server: TestServer;
  browser: Browser;
  /** A fresh browser context (own session storage) on a page of the portal. */
  open(hash?: string, viewport?: { width: number; height: number }): Promise<Page>;
  screenshot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

/** The real server with the built web app, on a fresh database, and Debian's Chromium. */
export async function startPortal(): Promise<Portal> {
  // E2E_WEB_DIST lets parallel work build and test its own copy of the web app.
  const server = await startTestServer({ WEB_DIST: resolve(process.env.E2E_WEB_DIST ?? 'apps/web/dist') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    server,
    browser,
    async open(hash = '#/', viewport = { width: 1366, height: 800 }) {
      const context = await browser.newContext({ viewport, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto(`${server.origin}/${hash}`);
      return page;
    },
    async screenshot(page, name) {
      if (!SCREENSHOTS_WANTED) return;
      // Lazy images load only once scrolled into view; show the page as a reader would see it.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** A screenshot of what is in view (a page's window or one element), when screenshots are wanted. */
export async function screenshotOf(target: Page | Locator, name: string): Promise<void> {
  if (SCREENSHOTS_WANTED) await target.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * How long a journey waits for a screen to react: a ceiling, not a pause. A loaded CI machine is
 * slow, and on 2026-11-29's the whole suite ran 2.5 times slower than the day before (journeys 29
 * minutes instead of 11), where 15 s was no longer enough for an operator's save to show.
 */
export const WAIT = { timeout: 30_000 };

/** Waits until the address hash starts with `prefix` (routes, redirects, reloads). */
export async function waitForHash(page: Page, prefix: string): Promise<void> {
  await page.waitForFunction((p) => window.location.hash.startsWith(p), prefix, WAIT);
}
