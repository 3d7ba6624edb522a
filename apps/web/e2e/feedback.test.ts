import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { latestSmsCode } from '../../server/test/support/sms-outbox.ts';
import { passSliderCaptcha } from './support/captcha.ts';
import { screenshotOf, startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffLoginInBrowser } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

/** A PNG screenshot stand-in: a gradient (small file) or noise (over 1 MB, so the browser compresses it). */
function png(width: number, height: number, noise = false): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) {
    const p = i / 4;
    image.data[i] = noise ? Math.floor(Math.random() * 256) : (p % width) % 256;
    image.data[i + 1] = noise ? Math.floor(Math.random() * 256) : Math.floor(p / width) % 256;
    image.data[i + 2] = noise ? Math.floor(Math.random() * 256) : 180;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

const PHONE = '13911112222';
const TITLE = '批量转账金额合计有误';

describe('feedback in the browser', () => {
  it('a visitor sends feedback with two screenshots from the floating panel; an operator answers it in the inbox', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('float-feedback').click();
    const dialog = page.getByRole('dialog', { name: '我要反馈' });
    await dialog.waitFor(WAIT);

    // The privacy clause comes first, then the required fields.
    await dialog.getByTestId('feedback-submit').click();
    await dialog.getByText('请先阅读并勾选隐私条款').waitFor(WAIT);
    await dialog.getByTestId('feedback-privacy-link').click();
    const clause = page.getByRole('dialog', { name: '隐私条款' });
    await clause.getByText('鼎信银行企业门户隐私政策').waitFor(WAIT);
    await clause.getByTestId('privacy-agree').click();
    await clause.waitFor({ state: 'hidden', ...WAIT });
    await expect(dialog.getByTestId('feedback-consent').isChecked()).resolves.toBe(true);
    await dialog.getByTestId('feedback-submit').click();
    await page.getByText('请填写必填项').waitFor(WAIT);
    await dialog.getByText('请输入反馈标题').waitFor(WAIT);
    await dialog.getByText('请选择反馈类型').waitFor(WAIT);

    await dialog.getByText('优化建议').click();
    await dialog.getByLabel('反馈标题').fill(TITLE);
    await dialog.getByText(`${TITLE.length} / 20`).waitFor(WAIT);
    await dialog.getByLabel('问题描述').fill('第二步确认页的金额合计比明细之和多了一分钱，请核实。');
    await dialog.getByLabel('联系人').fill('周经理');
    // The phone keeps digits only.
    await dialog.getByLabel('手机号码').pressSequentially('139-1111 2222');
    await expect(dialog.getByLabel('手机号码').inputValue()).resolves.toBe(PHONE);

    // Two screenshots, one big enough to be compressed, and a text file named .png that is refused.
    const input = dialog.getByTestId('image-picker-input');
    await input.setInputFiles([
      { name: '转账页面.png', mimeType: 'image/png', buffer: png(900, 400) },
      { name: '明细.png', mimeType: 'image/png', buffer: png(760, 620, true) },
      { name: '说明.png', mimeType: 'image/png', buffer: Buffer.from('这不是图片') },
    ]);
    const items = dialog.getByTestId('image-picker-item');
    await dialog.locator('[data-testid="image-picker-item"][data-status="ready"]').nth(1).waitFor(WAIT);
    await dialog.locator('[data-testid="image-picker-item"][data-status="error"]').waitFor(WAIT);
    await dialog.getByTestId('image-picker-error').getByText('仅支持jpg、jpeg、gif、bmp、png格式').waitFor(WAIT);
    await dialog.getByTestId('feedback-submit').click();
    await page.getByText('部分图片不符合要求，请检查后重新上传').waitFor(WAIT);
    // Re-upload puts a good picture in the refused one's place; then it is removed again.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '重新上传' }).click();
    await (await chooser).setFiles({ name: '补充.png', mimeType: 'image/png', buffer: png(300, 200) });
    await dialog.locator('[data-testid="image-picker-item"][data-status="ready"]').nth(2).waitFor(WAIT);
    await dialog.getByRole('button', { name: '删除图片 3' }).click();
    await expect(items.count()).resolves.toBe(2);

    // The code: slider check first, then the countdown.
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await passSliderCaptcha(page, portal.server);
    await dialog.getByRole('button', { name: /秒后重新获取/ }).waitFor(WAIT);
    const code = await latestSmsCode(portal.server.app.database.db, PHONE);

    // A wrong code is refused at the code field; nothing typed or picked is lost.
    await dialog.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByTestId('feedback-submit').click();
    await dialog.getByText(/短信验证码错误/).waitFor(WAIT);
    await expect(dialog.getByLabel('反馈标题').inputValue()).resolves.toBe(TITLE);
    await expect(dialog.locator('[data-testid="image-picker-item"][data-status="ready"]').count()).resolves.toBe(2);

    await dialog.getByLabel('验证码').fill(code);
    await screenshotOf(page, 'feedback-dialog');
    await dialog.getByTestId('feedback-submit').click();
    await page.getByText('提交成功，感谢您的反馈！').waitFor(WAIT);
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    // Opened again, the form is empty.
    await page.getByTestId('float-feedback').click();
    await dialog.waitFor(WAIT);
    await expect(dialog.getByLabel('反馈标题').inputValue()).resolves.toBe('');
    await expect(items.count()).resolves.toBe(0);
    await page.context().close();

    // The operator's inbox.
    const ops = await portal.open('#/staff/login');
    await staffLoginInBrowser(ops, portal.server, 'operator01', 'Oper@2026');
    await ops.getByTestId('staff-entry-feedback-inbox').click();
    await waitForHash(ops, '#/staff/feedback');
    const row = ops.getByTestId('inbox-table').getByRole('row', { name: new RegExp(TITLE) });
    await row.waitFor(WAIT);
    await row.getByText('待处理').waitFor(WAIT);
    await row.getByText('139****2222').waitFor(WAIT);
    await portal.screenshot(ops, 'feedback-inbox');

    await row.getByRole('button', { name: '查看处理' }).click();
    const detail = ops.getByTestId('inbox-detail');
    await detail.getByText('周经理').waitFor(WAIT);
    await detail.getByText(PHONE).waitFor(WAIT);
    await detail.getByText('优化建议').waitFor(WAIT);
    const images = detail.getByTestId('inbox-images').locator('img');
    await expect(images.count()).resolves.toBe(2);
    await ops.waitForFunction(
      () => Array.from(document.querySelectorAll('[data-testid="inbox-images"] img')).every((img) => (img as HTMLImageElement).naturalWidth > 0),
      undefined,
      WAIT,
    );
    const sizes = await images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).naturalWidth));
    // The noisy 760 px picture was over 1 MB: the browser sent it at half size.
    expect(sizes).toEqual([900, 380]);
    await screenshotOf(ops, 'feedback-drawer');

    await detail.getByText('已答复').click();
    await detail.getByLabel('答复 / 处理记录').fill('已电话联系周经理，系页面四舍五入显示问题，下个版本修复。');
    await ops.getByTestId('inbox-save').click();
    await ops.getByText('已保存处理结果').waitFor(WAIT);
    await detail.getByText('运营人员 陈静').waitFor(WAIT);
    await ops.getByTestId('inbox-close').click();
    await ops.getByTestId('inbox-filter').getByText('已答复').click();
    await ops.getByTestId('inbox-table').getByRole('row', { name: new RegExp(TITLE) }).getByText('已答复').waitFor(WAIT);
    await ops.context().close();
  }, 120_000);
});
