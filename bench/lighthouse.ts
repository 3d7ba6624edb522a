import { loadavg } from 'node:os';
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

/** Lighthouse ran but measured nothing (the page did not load, no paint was traced). */
export class LighthouseUnmeasured extends Error {}

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
    const { categories, audits, runtimeError } = result.lhr;
    const performance = categories.performance?.score;
    const accessibility = categories.accessibility?.score;
    const lcp = audits['largest-contentful-paint'];
    // A run that could not load or trace the page reports 0 (or null) with an LCP of 0 ms: that
    // is no score, and the bench says why instead of printing one (issue 36).
    const problem =
      runtimeError?.message ??
      (typeof performance !== 'number' || typeof accessibility !== 'number' ? 'a category has no score' : undefined) ??
      (!lcp?.numericValue ? `no largest contentful paint (${lcp?.errorMessage ?? lcp?.explanation ?? 'LCP 0 ms'})` : undefined);
    if (problem) throw new LighthouseUnmeasured(`Lighthouse (${preset}) could not measure the page: ${problem}`);
    return {
      performance: Math.round(performance! * 100),
      accessibility: Math.round(accessibility! * 100),
      lcpMs: Math.round(lcp!.numericValue!),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

export interface LighthouseMedian extends LighthouseScores {
  /** Every run's performance score, in the order run. */
  runs: number[];
  /** Runs that had to be repeated because Lighthouse could not trace the page the first time. */
  retried: number;
  /** The machine's one-minute load average when the runs began. */
  loadAverage: number;
}

/**
 * Lighthouse's own advice for a noisy figure: several runs and their median (by performance
 * score). A run Lighthouse could not trace (NO_NAVSTART: "Please run Lighthouse again") is run
 * once more; a run that fails twice fails the row.
 */
export async function measureLighthouseMedian(url: string, preset: LighthousePreset, runs = 3): Promise<LighthouseMedian> {
  const results: LighthouseScores[] = [];
  let retried = 0;
  const quiet = await quietMachine();
  for (let i = 0; i < runs; i++) {
    try {
      results.push(await measureLighthouse(url, preset));
    } catch (err) {
      if (!(err instanceof LighthouseUnmeasured)) throw err;
      retried++;
      results.push(await measureLighthouse(url, preset));
    }
  }
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, runs: results.map((r) => r.performance), retried, loadAverage: quiet };
}

/**
 * Waits (up to a minute and a half) for the machine to settle after the bench's load runs: under
 * simulated throttling Lighthouse multiplies the main-thread time it observes, so the processes
 * a load run leaves busy (the database's clean-up, a garbage collection) would be counted as
 * the page's. Returns the one-minute load average it starts at.
 */
async function quietMachine(): Promise<number> {
  const until = Date.now() + 90_000;
  while (loadavg()[0]! > 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 5_000));
  return loadavg()[0]!;
}
