import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHECK_MESSAGES } from '@portal/contract/calls/checks/fields';
import { ERRORS } from '@portal/contract/errors';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffContext } from './support/staff.ts';

/**
 * Issue 24, the public check tools with the seeded demo data (README): 保函查验, 询证函查询 and
 * 电子印章验证, each from the home page's quick-service icon, with a bad input answered at its
 * field while what was typed stays, on a phone and a desktop without sideways scroll.
 */

let portal: Portal;
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

async function noSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), WAIT)
    .toBeLessThanOrEqual(0);
}

/** WCAG 2 A/AA problems of the tool's form and result. */
async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('[data-testid="check-tool"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help} ${v.nodes[0]?.target.join(' ')}`);
}

/** The message antd shows under a field of a form. */
const fieldMessage = (page: Page, form: string, field: string) =>
  page.getByTestId(form).locator('.ant-form-item').filter({ has: page.getByTestId(`${form}-${field}`) }).locator('.ant-form-item-explain');

/** Opens the home page and follows a quick-service icon by its label. */
async function fromHome(page: Page, label: string, hash: string): Promise<void> {
  await page.getByRole('link', { name: label, exact: true }).first().click();
  await waitForHash(page, hash);
}

describe('check tools', () => {
  it('保函查验: a wrong code is answered at the field, then the guarantee shows', async () => {
    const page = await portal.open('#/', PHONE);
    await fromHome(page, '保函查验', '#/guarantee');
    const no = page.getByTestId('guarantee-form-guaranteeNo');
    const code = page.getByTestId('guarantee-form-verifyCode');
    await no.fill('BH202603140012');
    await code.fill('7K3');
    await page.getByTestId('guarantee-form-submit').click();
    await expect.poll(() => fieldMessage(page, 'guarantee-form', 'verifyCode').innerText(), WAIT).toBe(CHECK_MESSAGES.verifyCode);
    await code.fill('7K3Q9P2N');
    await page.getByTestId('guarantee-form-submit').click();
    await expect.poll(() => fieldMessage(page, 'guarantee-form', 'verifyCode').innerText(), WAIT).toBe(ERRORS.GUARANTEE_NOT_MATCHED.msg);
    expect([await no.inputValue(), await code.inputValue()]).toEqual(['BH202603140012', '7K3Q9P2N']);

    await code.fill('7k3q 9p2m');
    await page.getByTestId('guarantee-form-submit').click();
    const card = page.getByTestId('guarantee-result');
    await card.waitFor(WAIT);
    expect(await page.getByTestId('guarantee-status').innerText()).toBe('有效');
    const text = await card.innerText();
    for (const part of ['履约保函', '鼎信银行北京分行', '北京华建城市建设工程有限公司', '1,250,000.00 元（人民币）', '2026-03-14 至 2028-03-13']) expect(text).toContain(part);
    await noSidewaysScroll(page);
    expect(await axeProblems(page)).toEqual([]);
    await portal.screenshot(page, 'check-guarantee-phone');

    // Issue 37: the guarantee belongs to what was typed. An edit takes it away; a refused new
    // attempt shows its message without the guarantee before it; editing that field takes the message.
    await code.fill('7K3Q9P2');
    await expect.poll(() => card.count(), WAIT).toBe(0);
    await code.fill('7K3Q9P2M');
    await page.getByTestId('guarantee-form-submit').click();
    await card.waitFor(WAIT);
    await code.fill('7K3');
    await page.getByTestId('guarantee-form-submit').click();
    await expect.poll(() => fieldMessage(page, 'guarantee-form', 'verifyCode').innerText(), WAIT).toBe(CHECK_MESSAGES.verifyCode);
    expect(await card.count()).toBe(0);
    await code.fill('7K3Q9P2M');
    await expect.poll(() => fieldMessage(page, 'guarantee-form', 'verifyCode').count(), WAIT).toBe(0);
  });

  it('询证函查询: the paper timeline with the courier’s own tracking page, and a wrong query code at its field', async () => {
    const page = await portal.open('#/');
    await fromHome(page, '询证函查询', '#/confirmation');
    const no = page.getByTestId('letter-form-letterNo');
    const code = page.getByTestId('letter-form-queryCode');
    await no.fill('XZH202603000123');
    await code.fill('482916');
    await page.getByTestId('letter-form-submit').click();
    await expect.poll(() => fieldMessage(page, 'letter-form', 'queryCode').innerText(), WAIT).toBe(ERRORS.LETTER_NOT_MATCHED.msg);
    expect(await no.inputValue()).toBe('XZH202603000123');

    await code.fill('482915');
    // Issue 37: the server's answer to the code before goes with the edit.
    await expect.poll(() => fieldMessage(page, 'letter-form', 'queryCode').count(), WAIT).toBe(0);
    await page.getByTestId('letter-form-submit').click();
    const paper = page.getByTestId('letter-paper');
    await paper.waitFor(WAIT);
    const steps = await paper.innerText();
    expect(steps).toMatch(/银行已签收[\s\S]*银行处理中[\s\S]*已寄回/);
    expect(steps).toContain('2026-03-12 16:05:00');
    const track = page.getByTestId('letter-track');
    expect(await track.getAttribute('href')).toBe('https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1425367890123');
    expect([await track.getAttribute('target'), await track.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(await page.getByTestId('letter-result').innerText()).toContain('该询证函未通过电子函证平台办理');
    await noSidewaysScroll(page);
    expect(await axeProblems(page)).toEqual([]);
    await portal.screenshot(page, 'check-confirmation-desktop');

    // An electronic letter on a phone.
    const phone = await portal.open('#/confirmation', PHONE);
    await phone.getByTestId('letter-form-letterNo').fill('XZH202603000124');
    await phone.getByTestId('letter-form-queryCode').fill('730146');
    await phone.getByTestId('letter-form-submit').click();
    await expect.poll(() => phone.getByTestId('letter-electronic').innerText(), WAIT).toMatch(/平台已接收[\s\S]*银行已回函[\s\S]*事务所已确认/);
    await noSidewaysScroll(phone);
    await portal.screenshot(phone, 'check-confirmation-phone');
  });

  it('电子印章验证: an unknown code at its field, then a valid seal and a revoked one', async () => {
    const page = await portal.open('#/', PHONE);
    await fromHome(page, '电子印章验证', '#/signatureVerification');
    const code = page.getByTestId('seal-form-antiFakeCode');
    await code.fill('A3F9-K2M7-Q8R4-T6W2');
    await page.getByTestId('seal-form-submit').click();
    await expect.poll(() => fieldMessage(page, 'seal-form', 'antiFakeCode').innerText(), WAIT).toBe(ERRORS.SEAL_CODE_NOT_FOUND.msg);
    expect(await code.inputValue()).toBe('A3F9-K2M7-Q8R4-T6W2');

    await code.fill('A3F9-K2M7-Q8R4-T6W1');
    await page.getByTestId('seal-form-submit').click();
    await expect.poll(() => page.getByTestId('seal-verdict').innerText(), WAIT).toContain('印章有效');
    expect(await page.getByTestId('seal-result').innerText()).toContain('HD20260314000123');
    await noSidewaysScroll(page);
    expect(await axeProblems(page)).toEqual([]);
    await portal.screenshot(page, 'check-seal-phone');

    await code.fill('B7H2N5Q9X3C8V4M6');
    // Issue 37: the valid verdict belongs to the code before; it goes with the edit.
    await expect.poll(() => page.getByTestId('seal-result').count(), WAIT).toBe(0);
    await page.getByTestId('seal-form-submit').click();
    await expect.poll(() => page.getByTestId('seal-verdict').innerText(), WAIT).toContain('盖章时该印章已注销');
  });

  it('an operator imports seal records: a bad file is refused with its rows, a good one is then found by the public check', async () => {
    const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;
    const context = await staffContext(portal, operator, { width: 1366, height: 800 });
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/staff/check-registries`);
    await page.getByTestId('check-import-seals').waitFor(WAIT);
    const header = '防伪码,印章所有人,印章名称,文件类型,文件编号,文件标题,盖章时间,证书序列号,证书生效日期,证书失效日期,印章注销时间';
    const good = 'E5N8Q2W4R6T9Y3U7,鼎信银行上海分行,电子回单专用章,电子回单,HD20261101000900,网上银行电子回单（代发）,2026-11-01 09:00:00,3A9F0020AA,2025-01-01,2027-12-31,';
    const csv = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8') });
    await page.getByTestId('check-import-seals-file').setInputFiles(csv('坏印章.csv', [header, good, 'E5N8Q2,鼎信银行上海分行,电子回单专用章,回单,HD1,标题,2026-11-31 09:00:00,XYZ,2025-01-01,2027-12-31,']));
    await page.getByTestId('check-import-report').getByText('未导入：共2行，其中1行未通过校验，整份文件未导入。请修改后重新导入。').waitFor(WAIT);
    const errors = await page.getByTestId('check-import-errors').innerText();
    for (const part of ['第3行', '防伪码', '文件类型', '盖章时间', '证书序列号']) expect(errors).toContain(part);
    await portal.screenshot(page, 'check-staff-import-refused');
    await page.getByTestId('check-import-seals-file').setInputFiles(csv('印章.csv', [header, good]));
    await page.getByTestId('check-import-report').getByText('导入成功：共1行，新增1条，更新0条。').waitFor(WAIT);
    await context.close();

    const visitor = await portal.open('#/signatureVerification', PHONE);
    await visitor.getByTestId('seal-form-antiFakeCode').fill('E5N8Q2W4R6T9Y3U7');
    await visitor.getByTestId('seal-form-submit').click();
    await expect.poll(() => visitor.getByTestId('seal-result').innerText(), WAIT).toContain('HD20261101000900');
  });
});
