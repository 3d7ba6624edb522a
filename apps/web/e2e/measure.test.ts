import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

/**
 * The environmental-benefit estimate (issue 24): the home page's 环境效益测算 opens the tool; a
 * visitor picks solar, calculates and reads the CO2e with the factor used; an absurd value is
 * refused at its field, keeping what was typed.
 */

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

async function fill(page: Page, key: string, value: string) {
  const input = page.getByTestId(`measure-param-${key}`);
  await input.fill(value);
}

describe('the environmental-benefit estimate', () => {
  it('opens from the home page, calculates solar power’s CO2e, and refuses more power than the plant can make', async () => {
    const page = await portal.open('#/');
    await page.getByRole('link', { name: /环境效益测算/ }).first().click();
    await waitForHash(page, '#/measure');

    await page.getByTestId('measure-model-solar_pv').click();
    await fill(page, 'capacityKw', '10000');
    await fill(page, 'annualGenerationMwh', '12000');
    await page.getByTestId('measure-calculate').click();
    const co2 = page.getByTestId('measure-result-co2e');
    await co2.filter({ hasText: '6,367.2' }).waitFor(WAIT);
    expect(await co2.innerText()).toContain('tCO₂e');
    expect(await page.getByTestId('measure-factors').innerText()).toMatch(/电网平均二氧化碳排放因子（全国 · 2023年）：0\.5306 kgCO₂\/kWh/);

    // 90 000 MWh from 10 000 kW is more than 8760 hours at full power.
    await fill(page, 'annualGenerationMwh', '90000');
    await page.getByTestId('measure-calculate').click();
    await page.getByText('年发电量不能超过装机容量×8760小时').waitFor(WAIT);
    expect(await page.getByTestId('measure-param-annualGenerationMwh').inputValue()).toBe('90000');
    await portal.screenshot(page, 'measure-1366');
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await portal.open('#/measure?model=wastewater', { width: 390, height: 844 });
    await page.getByTestId('measure-calculate').click();
    await page.getByTestId('measure-result-cod').filter({ hasText: '1,755' }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await portal.screenshot(page, 'measure-390');
  });
});
