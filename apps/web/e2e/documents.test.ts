import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffLoginInBrowser } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('document centre, guides and the security-device assistant', () => {
  it('a visitor searches the manuals by a word of their text and downloads the PDF', async () => {
    const page = await portal.open('#/docCenter');
    await page.getByRole('heading', { name: '文档中心' }).waitFor(WAIT);
    await page.getByTestId('doc-row').getByText('企业网上银行用户手册').waitFor(WAIT);
    await portal.screenshot(page, 'doc-centre');

    // Suggestions while typing, then the search itself.
    const box = page.getByTestId('doc-search').locator('input');
    await box.fill('代发');
    await page.locator('.ant-select-item-option').getByText('代发工资', { exact: true }).first().waitFor(WAIT);
    await box.fill('预留信息');
    await box.press('Enter');
    const results = page.getByTestId('doc-results');
    await results.getByText(/“预留信息”的检索结果：共 \d+ 篇文档/).waitFor(WAIT);
    const hit = page.getByTestId('doc-hit').filter({ hasText: '企业网上银行用户手册' });
    await hit.locator('mark', { hasText: '预留信息' }).first().waitFor(WAIT);
    await portal.screenshot(page, 'doc-centre-search');

    const [download] = await Promise.all([page.waitForEvent('download', WAIT), hit.getByRole('button', { name: /下载 PDF/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^企业网上银行用户手册.*\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
    await page.getByText(/已开始下载：企业网上银行用户手册/).waitFor(WAIT);

    // An empty search is refused at the box.
    await box.fill('');
    await page.getByRole('button', { name: '搜 索' }).click();
    await page.getByRole('alert').getByText('请输入搜索关键词').waitFor(WAIT);

    // A search asked for in the address, as the header's function search opens a document.
    await page.goto(`${portal.server.origin}/#/docCenter?keyword=${encodeURIComponent('预留信息')}`);
    await page.getByTestId('doc-results').getByText(/“预留信息”的检索结果/).waitFor(WAIT);
    await expect(page.getByTestId('doc-search').locator('input').inputValue()).resolves.toBe('预留信息');
    await page.context().close();
  });

  it('the security-device assistant lists the six providers with driver versions and downloads', async () => {
    const page = await portal.open('#/netshield');
    await page.getByRole('heading', { name: /安全设备助手/ }).waitFor(WAIT);
    for (const code of ['feitian', 'watchdata', 'haitai', 'huada', 'fisec', 'tendyron']) {
      await page.getByTestId(`provider-${code}`).getByTestId('driver-version').waitFor(WAIT);
    }
    const feitian = page.getByTestId('provider-feitian');
    await feitian.getByText('1.0.24.729 及以上').waitFor(WAIT);
    await feitian.getByText('统信UOS').waitFor(WAIT);
    await page.getByTestId('provider-tendyron').getByText('RSA', { exact: true }).waitFor(WAIT);
    await page.getByText(/驱动安装包由本行运营人员从设备厂商获取后上传发布/).waitFor(WAIT);
    await portal.screenshot(page, 'netshield');

    const [download] = await Promise.all([page.waitForEvent('download', WAIT), feitian.getByRole('button', { name: /下载安装说明/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/飞天.*安装说明\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  });

  it('the guides show their topics on the left and the chosen guide on the right', async () => {
    const page = await portal.open('#/bankGuide');
    await page.getByRole('heading', { name: '企业网银操作指南' }).waitFor(WAIT);
    await page.getByTestId('guide-detail').getByRole('heading', { name: '首次登录企业网银' }).waitFor(WAIT);
    await page.getByTestId('guide-topic').getByText('单笔转账').click();
    await page.getByTestId('guide-detail').getByRole('heading', { name: '单笔转账' }).waitFor(WAIT);
    await page.getByTestId('guide-detail').getByText('进入“转账汇款 > 单笔转账”，选择付款账户。').waitFor(WAIT);
    await portal.screenshot(page, 'bank-guide');

    await page.goto(`${portal.server.origin}/#/appGuide`);
    await page.getByRole('heading', { name: '手机银行操作指南' }).waitFor(WAIT);
    await page.getByTestId('guide-topic').getByText('扫码登录企业网银').waitFor(WAIT);
    await page.context().close();
  });

  it('an operator uploads a manual, is refused a file that is not a PDF, publishes it and a visitor finds it', async () => {
    const page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'operator01', 'Oper@2026');
    const entry = page.getByTestId('staff-entry-documents');
    await entry.getByText('文档、指南与协议').waitFor(WAIT);
    await entry.click();
    await waitForHash(page, '#/staff/documents');
    await page.getByTestId('doc-table').getByText('企业网上银行用户手册', { exact: true }).waitFor(WAIT);
    await portal.screenshot(page, 'staff-documents');

    await page.getByTestId('doc-add').click();
    const drawer = page.getByTestId('doc-drawer');
    await drawer.getByTestId('doc-title').fill('票据业务操作手册');
    await drawer.getByTestId('doc-keywords').fill('电子票据,承兑,贴现');
    await drawer.getByTestId('doc-body-text').fill('电子商业汇票的出票、承兑、背书与贴现操作。');
    const fileInput = drawer.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('这不是 PDF 文件') });
    await drawer.getByText('所选文件不是 PDF 文档').waitFor(WAIT);
    const pdf = Buffer.from('%PDF-1.4\n% 票据业务操作手册\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await fileInput.setInputFiles({ name: '票据业务操作手册.pdf', mimeType: 'application/pdf', buffer: pdf });
    await drawer.getByText('票据业务操作手册.pdf').waitFor(WAIT);
    await portal.screenshot(page, 'staff-documents-edit');
    await drawer.getByTestId('doc-save').click();
    await drawer.waitFor({ state: 'hidden', ...WAIT });
    const row = page.locator('tr', { hasText: '票据业务操作手册' });
    await row.getByText('草稿').waitFor(WAIT);
    await row.getByRole('button', { name: '发布' }).click();
    await row.getByText('已发布').waitFor(WAIT);
    await page.context().close();

    const visitor = await portal.open('#/docCenter');
    const box = visitor.getByTestId('doc-search').locator('input');
    await box.fill('背书');
    await box.press('Enter');
    await visitor.getByTestId('doc-hit').getByText('票据业务操作手册').waitFor(WAIT);
    await visitor.context().close();
  });
  it('an operator edits a guide and a disclaimer, and visitors see the new text', async () => {
    const page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'operator01', 'Oper@2026');
    await page.getByTestId('staff-entry-documents').click();
    await waitForHash(page, '#/staff/documents');
    await page.getByRole('tab', { name: '操作指南' }).click();
    const guideRow = page.locator('tr', { hasText: '批量代发工资' });
    await guideRow.getByRole('button', { name: '编辑' }).click();
    await page.getByTestId('guide-title').fill('批量代发工资（含奖金）');
    // A cleared body is refused at the field.
    await page.getByTestId('guide-body').fill('');
    await page.getByTestId('guide-save').click();
    await page.getByText('请输入指南正文').waitFor(WAIT);
    await page.getByTestId('guide-body').fill('<h3>操作步骤</h3><ol><li>进入“代发业务 > 代发工资”。</li><li>奖金与工资可在同一批次发放。</li></ol>');
    await page.locator('li', { hasText: '奖金与工资可在同一批次发放。' }).waitFor(WAIT);
    await portal.screenshot(page, 'staff-guides-edit');
    await page.getByTestId('guide-save').click();
    await page.locator('tr', { hasText: '批量代发工资（含奖金）' }).waitFor(WAIT);

    await page.getByRole('tab', { name: '免责声明与协议' }).click();
    await page.getByTestId('disclaimer-edit-lsjr-disclaimer').click();
    await page.getByTestId('disclaimer-title').fill('鼎信银行绿色金融服务免责声明（2026年修订）');
    await page.getByTestId('disclaimer-save').click();
    await page.locator('tr', { hasText: '鼎信银行绿色金融服务免责声明（2026年修订）' }).waitFor(WAIT);
    await page.context().close();

    const visitor = await portal.open('#/bankGuide');
    await visitor.getByTestId('guide-topic').getByText('批量代发工资（含奖金）').click();
    await visitor.getByTestId('guide-detail').getByText('奖金与工资可在同一批次发放。').waitFor(WAIT);
    await visitor.evaluate(() => {
      window.location.hash = '#/disclaimerInfo?disclaimersID=lsjr-disclaimer';
    });
    await visitor.getByText('鼎信银行绿色金融服务免责声明（2026年修订）').first().waitFor({ timeout: 20_000 });
    await visitor.context().close();
  });
});
