import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AGREEMENT_READ_SECONDS } from '@portal/contract/limits';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const GUARDED = '#/index?pageCode=tszc';

async function landsOnAgreement(page: Page) {
  await waitForHash(page, '#/disclaimerInfo?pageCode=tszc&disclaimersID=tszc-service-agreement&redirectUrl=');
  await page.getByRole('heading', { name: '鼎信银行特色资产专区服务协议' }).waitFor(WAIT);
}

/** The guarded page itself: the special-assets zone with its own banner. */
async function showsGuardedPage(page: Page) {
  await page.locator('[data-page-code="tszc"]').getByTestId('home').waitFor(WAIT);
  await page.getByText('不良资产、抵债资产与股权资产集中推介').first().waitFor(WAIT);
}

describe('disclaimer guard in the browser', () => {
  it('shows the agreement first, unlocks it after the reading time, then remembers it for the session', async () => {
    const page = await portal.open(GUARDED);
    await landsOnAgreement(page);
    const agree = page.getByTestId('disclaimer-agree');
    await expect(agree.isDisabled()).resolves.toBe(true);
    await expect(agree.textContent()).resolves.toMatch(/请阅读协议（\d+秒）/);
    const shownAt = Date.now();
    await page.getByTestId('disclaimer').getByText('一、服务内容').waitFor(WAIT);
    await portal.screenshot(page, 'disclaimer-reading');

    await page.waitForFunction(() => !(document.querySelector('[data-testid="disclaimer-agree"]') as HTMLButtonElement).disabled, null, {
      timeout: (AGREEMENT_READ_SECONDS + 5) * 1000,
    });
    // The reading time is the real one: nothing in the test shortens it.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual((AGREEMENT_READ_SECONDS - 1) * 1000);
    await expect(agree.textContent()).resolves.toBe('我已阅读并同意');
    await portal.screenshot(page, 'disclaimer-ready');
    await agree.click();
    await waitForHash(page, GUARDED);
    await showsGuardedPage(page);
    await portal.screenshot(page, 'disclaimer-guarded-page');

    // Same session: the guarded page opens directly.
    await page.goto(`${portal.server.origin}/#/`);
    await page.getByTestId('home').waitFor(WAIT);
    await page.goto(`${portal.server.origin}/${GUARDED}`);
    await showsGuardedPage(page);
    expect(await page.evaluate(() => window.location.hash)).toBe(GUARDED);
    await page.context().close();
  });

  it('asks again in a new session, and 不同意 goes home', async () => {
    const page = await portal.open(GUARDED);
    await landsOnAgreement(page);
    await page.getByTestId('disclaimer-disagree').click();
    await page.waitForFunction(() => window.location.hash === '#/', null, WAIT);
    await page.locator('[data-page-code="index"]').getByTestId('home').waitFor(WAIT);
    await page.goto(`${portal.server.origin}/${GUARDED}`);
    await landsOnAgreement(page);
    await page.context().close();
  });

  it('says so when the agreement does not exist', async () => {
    const page = await portal.open('#/disclaimerInfo?pageCode=tszc&disclaimersID=no-such-agreement&redirectUrl=%2Findex');
    await page.getByTestId('disclaimer-error').getByText('协议不存在或已下线').waitFor(WAIT);
    await expect(page.getByTestId('disclaimer-agree').count()).resolves.toBe(0);
    await page.context().close();
  });
});
