import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Largest contentful paint and total blocking time, to explain a performance score. */
  lcpMs: number;
  tbtMs: number;
}

/**
 * Lighthouse's desktop preset on the home page, in Debian's Chromium (issue 5 budget): the
 * performance and accessibility scores as the 0-100 figures Lighthouse reports.
 */
export async function measureLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, desktopConfig);
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}
