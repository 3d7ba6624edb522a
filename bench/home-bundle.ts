import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Set in the page when the home screen first enters the DOM (ms since navigation start). */
const DRAWN_AT = '__homeDrawnAt';

/**
 * Gzip size of the JavaScript the home route loads before it first paints its content: every
 * script the page asked for from opening `/#/` until the home screen entered the page. Scripts
 * asked for after that (the footer's sanitiser, loaded once the page is drawn) are not counted,
 * whatever the moment this reads the list.
 */
export async function measureHomeBundle(origin: string): Promise<{ gzipBytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript((key) => {
      const watch = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="home"]')) return;
        (window as unknown as Record<string, number>)[key] = performance.now();
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    }, DRAWN_AT);
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = res.body();
      // A script still arriving when the browser closes is one not counted: no unhandled rejection.
      body.catch(() => undefined);
      scripts.set(res.url(), body);
    });
    await page.goto(`${origin}/#/`);
    await page.getByTestId('home').waitFor();
    const before = await page.evaluate((key) => {
      const drawnAt = (window as unknown as Record<string, number>)[key] ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < drawnAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
    }, DRAWN_AT);
    let gzipBytes = 0;
    for (const url of before) {
      const body = scripts.get(url);
      if (!body) throw new Error(`script ${url} was asked for before the home screen but its reply was not seen`);
      gzipBytes += gzipSync(await body, { level: 9 }).length;
    }
    return { gzipBytes, files: before.length };
  } finally {
    await browser.close();
  }
}
