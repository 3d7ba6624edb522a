import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../server/src/db/schema/console.ts';
import { chartsWithoutTable, chartTableRows } from './support/chart-tables.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffLoginInBrowser } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

/** A minute ago in Beijing time as the quote system writes it (yyyy-mm-dd HH:mm:00), and as the board shows it. */
const beijing = new Date(Date.now() - 60_000 + 8 * 3600_000).toISOString();
const QUOTE_TIME = `${beijing.slice(0, 10)} ${beijing.slice(11, 16)}`;

/** A forex export as the bank's quote system writes it: one good update, one bad row, one new currency. */
function forexCsv(): string {
  const path = join(tmpdir(), `牌价-${process.pid}.csv`);
  const lines = [
    `币种代码,币种名称,单位,现汇买入价,现钞买入价,现汇卖出价,现钞卖出价,中间价,报价时间`,
    `USD,美元,100,712.3400,706.5500,715.3600,715.3600,713.8500,${QUOTE_TIME}:00`,
    `EUR,欧元,100,779.1000,,775.0000,,777.0000,${QUOTE_TIME}:00`,
    `ZAR,南非兰特,100,38.9100,,39.3500,,39.1300,${QUOTE_TIME}:00`,
  ];
  writeFileSync(path, `\ufeff${lines.join('\r\n')}\r\n`);
  return path;
}

describe('products, funds and forex', () => {
  it('an operator imports a forex CSV with a bad row, sees it reported, and a visitor sees the good rates', async () => {
    const page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'operator01', 'Oper@2026');
    const entry = page.getByTestId('staff-entry-products');
    await entry.getByText('产品与牌价管理').waitFor(WAIT);
    await entry.click();
    await waitForHash(page, '#/staff/products');
    await page.getByText('CK-DQ-001').waitFor(WAIT);
    await portal.screenshot(page, 'staff-products');

    await page.getByRole('tab', { name: '外汇牌价' }).click();
    const panel = page.getByTestId('import-forex');
    await panel.waitFor(WAIT);
    await page.getByTestId('import-forex-file').setInputFiles(forexCsv());
    const report = page.getByTestId('import-report');
    await report.getByText('导入完成：共3行，成功导入2行，1行未通过校验未导入，请修改后重新导入这些行。').waitFor(WAIT);
    const errors = page.getByTestId('import-errors');
    await errors.getByText('第3行').waitFor(WAIT);
    await errors.getByText('现汇买入价', { exact: true }).waitFor(WAIT);
    await errors.getByText('现汇买入价不能高于现汇卖出价').waitFor(WAIT);
    await page.getByTestId('console-forex').getByText('南非兰特 ZAR').waitFor(WAIT);
    await portal.screenshot(page, 'staff-products-forex-import');

    const audit = await portal.server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'forex'), eq(auditLog.action, 'import')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).toContain('3行中1行未通过校验');
    await page.context().close();

    // A visitor's 外汇牌价 board shows the imported rates and the time of the quote.
    const visitor = await portal.open('#/financialList');
    const board = visitor.getByTestId('forex-board');
    const usd = board.getByRole('row', { name: /美元 USD/ });
    await usd.getByText('712.3400').waitFor(WAIT);
    await usd.getByText('713.8500').waitFor(WAIT);
    await board.getByRole('row', { name: /南非兰特 ZAR/ }).getByText('39.1300').waitFor(WAIT);
    await expect(board.getByRole('row', { name: /欧元 EUR/ }).getByText('779.1000').count()).resolves.toBe(0);
    await expect(board.getByTestId('forex-quote-time').textContent()).resolves.toBe(`报价时间：${QUOTE_TIME}`);
    await visitor.getByTestId('fund-list').getByText('瑞丰价值精选混合型基金').waitFor(WAIT);
    await portal.screenshot(visitor, 'financial-list');
    await visitor.context().close();
  });

  it('a fund detail shows its net-value chart, and a range button changes it', async () => {
    const page = await portal.open('#/financialList');
    await page.getByTestId('fund-list').getByRole('link', { name: '瑞丰价值精选混合型基金' }).click();
    await waitForHash(page, '#/financialDetail?proCode=001938');
    const chart = page.getByTestId('fund-chart');
    await chart.locator('svg path').first().waitFor(WAIT);
    await expect(chart.getByRole('img').getAttribute('aria-label')).resolves.toContain('近3月');
    const threeMonths = Number(await chart.getAttribute('data-points'));
    expect(threeMonths).toBeGreaterThan(55);
    await expect(chart.locator('svg path').count()).resolves.toBe(2);

    await page.getByTestId('fund-ranges').getByText('近1年').click();
    await page.getByTestId('fund-chart').getByRole('img', { name: /近1年/ }).waitFor(WAIT);
    expect(Number(await page.getByTestId('fund-chart').getAttribute('data-points'))).toBeGreaterThan(250);

    // Hovering shows the values of that day.
    const box = (await page.getByTestId('fund-chart').locator('svg').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    await page.getByTestId('chart-tooltip').getByText(/单位净值：\d+\.\d{4}/).waitFor(WAIT);
    await portal.screenshot(page, 'fund-detail');

    // Issue 38: the same figures as a table, a row a day, behind 查看数据表 that Enter opens.
    expect(await chartsWithoutTable(page)).toEqual([]);
    const rows = await chartTableRows(page.getByTestId('fund-chart'));
    expect(rows.length).toBe(Number(await page.getByTestId('fund-chart').getAttribute('data-points')));
    for (const row of [rows[0]!, rows.at(-1)!]) expect(row).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expect.stringMatching(/^\d+\.\d{4}$/), expect.stringMatching(/^\d+\.\d{4}$/)]);
    const table = page.getByTestId('fund-chart').getByRole('table', { name: /近1年/ });
    expect(await table.isVisible()).toBe(false);
    await page.getByTestId('fund-chart').getByText('查看数据表').focus();
    await page.keyboard.press('Enter');
    await table.waitFor({ state: 'visible', ...WAIT });
    await page.context().close();
  });

  it('the product centre pages by type and opens a product', async () => {
    const page = await portal.open('#/bankProduct');
    await page.getByTestId('product-total').getByText(/共 \d+ 款产品/).waitFor(WAIT);
    await expect(page.getByTestId('product-card').count()).resolves.toBe(10);
    await portal.screenshot(page, 'product-centre');
    await page.getByRole('tab', { name: '绿色金融' }).click();
    await page.getByTestId('product-card').getByText('分布式光伏贷').click();
    await waitForHash(page, '#/bankProduct/detail?code=LS-GF-604');
    const detail = page.getByTestId('product-detail');
    await detail.getByText('收益权质押').waitFor(WAIT);
    await detail.getByRole('heading', { name: '产品特色' }).waitFor(WAIT);
    await portal.screenshot(page, 'product-detail');

    const pension = await portal.open('#/pension');
    await pension.getByRole('heading', { name: '企业年金受托管理' }).waitFor(WAIT);
    await portal.screenshot(pension, 'pension');
    await page.context().close();
    await pension.context().close();
  });
});
