import type { Locator, Page } from 'playwright-core';

/**
 * Issue 38: every chart has a text alternative, the table of its numbers. A chart is an SVG drawn
 * as a picture (role img); its table sits in the same figure (or the same box when there is no
 * figure), shown behind 查看数据表 or kept for screen readers.
 */

/** The names of the charts shown on the page that have no table of figures beside them. */
export const chartsWithoutTable = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('svg[role="img"]'))
      .filter((svg) => svg.getClientRects().length > 0)
      .filter((svg) => (svg.closest('figure') ?? svg.parentElement!).querySelectorAll('table tbody tr').length === 0)
      .map((svg) => svg.getAttribute('aria-label') ?? svg.outerHTML.slice(0, 60)),
  );

/** The rows of the table of figures in `chart` (a figure or a chart's box), each as its cells' texts. */
export const chartTableRows = (chart: Locator) =>
  chart.locator('table tbody tr').evaluateAll((rows) => rows.map((tr) => Array.from(tr.children, (cell) => cell.textContent?.trim() ?? '')));
