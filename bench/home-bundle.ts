import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * Gzip size of the JavaScript the home route loads before it first paints its content: every
 * script fetched from opening `/#/` until the home screen is on the page.
 */
export async function measureHomeBundle(origin: string): Promise<{ gzipBytes: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.set(res.url(), res.body());
    });
    await page.goto(`${origin}/#/`);
    await page.getByTestId('home').waitFor();
    let gzipBytes = 0;
    for (const body of scripts.values()) gzipBytes += gzipSync(await body, { level: 9 }).length;
    return { gzipBytes, files: scripts.size };
  } finally {
    await browser.close();
  }
}
