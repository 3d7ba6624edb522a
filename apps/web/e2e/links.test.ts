import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { browserSession } from '../../server/test/support/browser-session.ts';
import { startPortal, WAIT, type Portal } from './support/portal.ts';

/**
 * A visitor follows every distinct link of the home page's header (top links, top navigation,
 * main menu to its third level) and footer: none lands on /404, and each shows real content.
 */

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

function linksOf(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) linksOf(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'url' || key === 'linkurl') && typeof value === 'string' && value.startsWith('/')) out.add(value);
      else linksOf(value, out);
    }
  }
  return out;
}

/** Screens shown without the portal's header and footer. */
const FULL_PAGE = ['#/login', '#/customer', '#/privacyClause'];

/** Waits until the screen at the address has settled with its content, and returns what it shows. */
async function settledContent(page: Page): Promise<{ hash: string; broken: boolean }> {
  await page.waitForFunction(
    (fullPage) => {
      const hash = window.location.hash;
      if (hash.startsWith('#/404')) return true;
      if (fullPage.some((p) => hash.startsWith(p))) return (document.body.innerText ?? '').trim().length > 20;
      const main = document.querySelector('main.portal-main');
      if (!main) return false;
      // Still loading: skeletons, spinners or the route-change bar.
      if (main.querySelector('.ant-skeleton, .ant-spin-spinning')) return false;
      return (main as HTMLElement).innerText.trim().length > 60;
    },
    FULL_PAGE,
    WAIT,
  );
  // A screen that could not find what the address names shows a result or an error alert.
  return page.evaluate(() => ({
    hash: window.location.hash,
    broken: document.querySelector('main.portal-main .ant-result, main.portal-main .ant-alert-error') !== null,
  }));
}

describe('the home page header and footer links', () => {
  it('each open a real screen with content, never /404', async () => {
    const config = await browserSession(portal.server).call(getPageData, { pageCode: 'index' });
    const links = [...linksOf([config.pageContent.headerData, config.pageContent.footerData], new Set())];
    expect(links.length).toBeGreaterThan(40);

    const page = await portal.open('#/');
    await page.getByTestId('footer').waitFor(WAIT);
    // The footer shows its configured links as real anchors.
    const footerHrefs = await page.getByTestId('footer').locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(footerHrefs).toContain('#/txtListDetails?column=investor');

    const failures: string[] = [];
    for (const url of links) {
      // Through the 404 screen (no main area), so the content checked below is the new screen's.
      await page.evaluate(() => (window.location.hash = '#/404'));
      await page.waitForFunction(() => !document.querySelector('main.portal-main'), undefined, WAIT);
      await page.evaluate((h) => (window.location.hash = h), `#${url}`);
      const { hash, broken } = await settledContent(page).catch(() => ({ hash: 'timeout', broken: true }));
      if (hash.startsWith('#/404') || broken) failures.push(`${url} -> ${hash}${broken ? ' (no content)' : ''}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('an information page opened from the footer shows its written content', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('footer').getByRole('link', { name: '投资者关系' }).click();
    await page.getByRole('link', { name: /2026 年第三季度报告摘要/ }).click();
    const detail = page.getByTestId('article-detail');
    await detail.getByText('归属于股东的净利润', { exact: false }).first().waitFor(WAIT);
    await portal.screenshot(page, 'links-investor-detail');
  });
});
