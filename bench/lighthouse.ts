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
 * `desktop`: Lighthouse's desktop preset (issue 5 budget). `mobile`: its default configuration,
 * a mid-range phone (412x823, 4x CPU slowdown, slow 4G), as issue 20 asks.
 */
export type LighthousePreset = 'desktop' | 'mobile';

/**
 * Lighthouse on one page in Debian's Chromium: the performance and accessibility scores as the
 * 0-100 figures Lighthouse reports.
 */
export async function measureLighthouse(url: string, preset: LighthousePreset = 'desktop'): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility'] };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
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
