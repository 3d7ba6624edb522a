import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_FIRST_PAINT_JS_BUDGET, homeWeight } from '../build/home-weight.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The home page's weight holds itself (issue 36): a size, not a timing, so it is a test. It
 * reads the build the journeys run against (`npm run build` comes first in test:e2e).
 */
describe('the home page before its first paint', () => {
  it(`loads at most ${kb(HOME_FIRST_PAINT_JS_BUDGET)} of JavaScript (gzip)`, () => {
    const weight = homeWeight(resolve(process.env.E2E_WEB_DIST ?? 'apps/web/dist'));
    const report = [
      `home route JavaScript ${kb(weight.gzipBytes)} gzip, budget ${kb(HOME_FIRST_PAINT_JS_BUDGET)}:`,
      ...weight.files.map((f) => `  ${f.file} ${kb(f.gzipBytes)}`),
      'largest modules in them (before minifying):',
      ...weight.largestModules.slice(0, 15).map((m) => `  ${kb(m.bytes).padStart(9)}  ${m.module}`),
    ].join('\n');
    expect(weight.gzipBytes, report).toBeLessThanOrEqual(HOME_FIRST_PAINT_JS_BUDGET);
  });
});
