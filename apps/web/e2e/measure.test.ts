import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { chooseOption } from './support/antd-select.ts';
import { staffContext } from './support/staff.ts';

/**
 * The environmental-benefit estimate (issue 24): the home page's 环境效益测算 opens the tool; a
 * visitor picks solar, calculates and reads the CO2e with the factor used; an absurd value is
 * refused at its field, keeping what was typed. An operator keeps the factors in the one table
 * the carbon account reads too (issue 36).
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
    // The form and its result pass axe (WCAG 2 A/AA), as the accessibility test's pages do.
    const axe = await new AxeBuilder({ page }).include('[data-testid="measure-screen"]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // 90 000 MWh from 10 000 kW is more than 8760 hours at full power.
    await fill(page, 'annualGenerationMwh', '90000');
    // Issue 37: the result belongs to the figures before the edit; it goes with the edit and does not come back with the refusal.
    await expect.poll(() => page.getByTestId('measure-result').count(), WAIT).toBe(0);
    await page.getByTestId('measure-calculate').click();
    await page.getByText('年发电量不能超过装机容量×8760小时').waitFor(WAIT);
    expect(await page.getByTestId('measure-result').count()).toBe(0);
    expect(await page.getByTestId('measure-param-annualGenerationMwh').inputValue()).toBe('90000');
    await portal.screenshot(page, 'measure-1366');
  });

  it('recognises a described project and fits a phone without sideways scrolling', async () => {
    const page = await portal.open('#/measure', { width: 390, height: 844 });
    // Described in words, the project is recognised and its type chosen with one tap.
    const text = page.getByTestId('measure-discern-text');
    await text.fill('城镇污水处理厂提标改造，出水COD达一级A');
    await page.getByTestId('measure-discern').click();
    await page.getByTestId('measure-candidates').waitFor(WAIT);
    // Issue 37: the suggestions belong to the text they were made for; an edit takes them away,
    // and a refused new attempt (too short) shows its message alone.
    await text.fill('污');
    await expect.poll(() => page.getByTestId('measure-candidates').count(), WAIT).toBe(0);
    await page.getByTestId('measure-discern').click();
    await page.getByTestId('measure-discern-message').waitFor(WAIT);
    expect(await page.getByTestId('measure-candidates').count()).toBe(0);
    await text.fill('城镇污水处理厂提标改造，出水COD达一级A');
    await expect.poll(() => page.getByTestId('measure-discern-message').count(), WAIT).toBe(0);
    await page.getByTestId('measure-discern').click();
    await page.getByTestId('measure-candidate-wastewater').click();
    await page.getByTestId('measure-calculate').click();
    await page.getByTestId('measure-result-cod').filter({ hasText: '1,755' }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await portal.screenshot(page, 'measure-390');
  });

  it('uses the factor an operator adds for a new year', async () => {
    const context = await staffContext(portal, DEMO_STAFF.find((s) => s.role === 'operator')!, { width: 1366, height: 800 });
    const console = await context.newPage();
    await console.goto(`${portal.server.origin}/#/staff/env-factors`);
    // As an operator would: the published factors are on screen before one is added.
    await console.getByTestId('env-factor-table').getByText('电网平均二氧化碳排放因子').first().waitFor(WAIT);
    await console.getByTestId('env-factor-add').click();
    await chooseOption(console, console.getByTestId('env-factor-code'), '电网平均二氧化碳排放因子');
    await console.getByTestId('env-factor-year').fill('2024');
    await console.getByTestId('env-factor-value').fill('0.5');
    await console.getByTestId('env-factor-source').fill('生态环境部2025年发布的2024年全国电力平均二氧化碳排放因子');
    await console.getByTestId('env-factor-save').click();
    await console.getByTestId('env-factor-table').getByText('生态环境部2025年发布的2024年').waitFor(WAIT);
    // One table for the estimate and the carbon account (issue 36): each row says who reads it.
    const heat = console.getByTestId('env-factor-table').locator('tr').filter({ hasText: '外购热力二氧化碳排放因子' });
    expect(await heat.innerText()).toContain('企业碳账户');
    // A fuel's factor is typed as the accounting guide's three parameters; its value is computed from them.
    await console.getByTestId('env-factor-add').click();
    await chooseOption(console, console.getByTestId('env-factor-code'), '柴油二氧化碳排放因子');
    await console.getByTestId('env-factor-year').fill('2024');
    await console.getByTestId('env-factor-basis').getByText('燃料参数').click();
    await console.getByTestId('env-factor-ncv').fill('42.7');
    await console.getByTestId('env-factor-cc').fill('0.0202');
    await console.getByTestId('env-factor-of').fill('0.98');
    await console.getByText('由参数计算的因子数值：3.0994 tCO₂/t').waitFor(WAIT);
    await console.getByTestId('env-factor-source').fill('测试：核算指南2024年修订的柴油参数');
    await console.getByTestId('env-factor-save').click();
    await console.getByTestId('env-factor-table').getByText('低位发热量 42.7 GJ；含碳量 0.0202 tC/GJ；氧化率 0.98').waitFor(WAIT);
    await portal.screenshot(console, 'env-factors-1366');
    await context.close();

    const page = await portal.open('#/measure?model=solar_pv');
    await page.getByTestId('measure-calculate').click();
    await page.getByTestId('measure-factors').waitFor(WAIT);
    expect(await page.getByTestId('measure-factors').innerText()).toMatch(/电网平均二氧化碳排放因子（全国 · 2024年）：0\.5 kgCO₂\/kWh/);
  });

  it('green finance shows the green products, cases and the way to the tool; the platform page its products', async () => {
    const page = await portal.open('#/greenFinance', { width: 390, height: 844 });
    await page.getByTestId('green-finance').getByText('绿色项目贷款').first().waitFor(WAIT);
    await page.getByTestId('green-cases').getByText('投贷联动支持储能科技企业扩产').waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await portal.screenshot(page, 'green-finance-390');
    await page.getByTestId('green-finance-measure').click();
    await waitForHash(page, '#/measure');

    const platform = await portal.open('#/greenGoldPross');
    await platform.getByTestId('green-gold').getByText('绿色项目贷款').first().waitFor(WAIT);
    await portal.screenshot(platform, 'green-gold-1366');
  });
});
