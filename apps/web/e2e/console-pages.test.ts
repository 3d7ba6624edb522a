import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffLoginInBrowser } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

/** A real 1920×520 banner picture, navy with a lighter band. */
function bannerPng(): Buffer {
  const png = new PNG({ width: 1920, height: 520 });
  for (let y = 0; y < 520; y++) {
    for (let x = 0; x < 1920; x++) {
      const i = (y * 1920 + x) * 4;
      const band = y > 200 && y < 320;
      png.data[i] = band ? 60 : 16;
      png.data[i + 1] = band ? 120 : 56;
      png.data[i + 2] = band ? 200 : 120;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const NEW_MENU = '绿色金融服务';
const NEW_BANNER = '企业网银全新升级 一站办理';

async function visitorHeader(): Promise<{ page: Page; menu: string }> {
  const page = await portal.open('#/');
  const header = page.getByTestId('header');
  await header.getByText('企业金融').first().waitFor(WAIT);
  return { page, menu: (await header.innerText()).replace(/\s+/g, ' ') };
}

/** The operator's tab, shared by the journey's steps (they run in order). */
let page: Page;
let imageUrl = '';

describe('the page configuration console: an operator edits, publishes and rolls back; visitors see each state', () => {
  it('an operator renames a menu item, replaces a banner and sees the draft in the preview', async () => {
    page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'operator01', 'Oper@2026');
    const entry = page.getByTestId('staff-entry-operator-console');
    await entry.waitFor(WAIT);
    await expect(entry.getAttribute('href')).resolves.toBe('#/staff/pages');
    await entry.click();
    await waitForHash(page, '#/staff/pages');
    const table = page.getByTestId('pages-table');
    await table.getByText('第 1 版').first().waitFor(WAIT);
    // The e-banking address comes from /page/ebank/select; the 银企直联 channel is not embedded.
    await table.getByText('#/index?pageCode=index').waitFor(WAIT);
    await table.locator('tr', { hasText: 'yqzlmh' }).getByText('不在企业网银展示').waitFor(WAIT);
    await page.getByTestId('system-params').getByText('pc_color_switch').waitFor(WAIT);
    await portal.screenshot(page, 'console-pages');

    await page.getByTestId('edit-page-index').click();
    await waitForHash(page, '#/staff/pages/index');

    // Main menu: rename a first-level item.
    const green = page.getByLabel('名称（绿色金融）', { exact: true });
    await green.waitFor(WAIT);
    await green.fill(NEW_MENU);

    // Banners: a new title and a freshly uploaded picture; a file that is not a picture is refused at the field.
    await page.getByRole('tab', { name: '轮播图' }).click();
    const first = page.getByTestId('banner-0');
    await first.getByLabel('标题 1', { exact: true }).fill(NEW_BANNER);
    const picker = page.getByTestId('image-input-图片 1');
    await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('这不是图片') });
    await first.getByText('仅支持 JPG、PNG、GIF 格式的图片').waitFor(WAIT);
    await picker.setInputFiles({ name: 'banner-2026.png', mimeType: 'image/png', buffer: bannerPng() });
    await page.getByText('图片已上传').waitFor(WAIT);
    imageUrl = await first.getByLabel('图片 1', { exact: true }).inputValue();
    expect(imageUrl).toMatch(/^\/qjmh\/content-image\/[0-9a-f]{32}\.jpg$/);

    // JSON: a syntax error is named by line and column and changes nothing.
    await page.getByRole('tab', { name: 'JSON 源码' }).click();
    const json = page.getByTestId('page-json');
    const text = await json.inputValue();
    await json.fill(text.replace('"pageName": "', '"pageName" "'));
    await page.getByTestId('json-apply').click();
    await page.getByTestId('json-problems').getByText(/JSON 格式错误（第 \d+ 行第 \d+ 列）：属性名后应为冒号/).waitFor(WAIT);
    await json.fill(text);
    await page.getByTestId('json-apply').click();
    await page.getByText('JSON 已应用').waitFor(WAIT);

    // The live preview is the portal's own shell with the draft.
    await page.getByRole('tab', { name: '预览' }).click();
    const preview = page.getByTestId('page-preview');
    await preview.getByTestId('header').getByText(NEW_MENU).waitFor(WAIT);
    await preview.getByText(NEW_BANNER).first().waitFor(WAIT);
    await portal.screenshot(page, 'console-editor-preview');
  });

  it('saves a draft visitors do not see, then publishes it and a visitor in another browser sees the change', async () => {

    await page.getByTestId('save-draft').click();
    await page.getByText('草稿已保存').waitFor(WAIT);
    // A draft is not what visitors see.
    const before = await visitorHeader();
    expect(before.menu).not.toContain(NEW_MENU);
    await before.page.context().close();

    await page.getByTestId('publish').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /发\s*布/ }).click();
    await dialog.getByText('请填写发布说明').waitFor(WAIT);
    await dialog.getByTestId('publish-note').fill('绿色金融更名，首屏轮播换新');
    await dialog.getByRole('button', { name: /发\s*布/ }).click();
    await page.getByText('已发布第 2 版').waitFor(WAIT);

    // A visitor in another browser sees the new menu and banner at once.
    const after = await visitorHeader();
    expect(after.menu).toContain(NEW_MENU);
    await after.page.getByText(NEW_BANNER).first().waitFor(WAIT);
    await expect(after.page.locator(`img[src="${imageUrl}"]`).count()).resolves.toBeGreaterThan(0);
    await portal.screenshot(after.page, 'console-visitor-published');
    await after.page.context().close();
  });

  it('rolls back to version 1, which visitors see again, and the audit log shows every step', async () => {

    // Rollback to version 1 publishes it again as version 3.
    await page.getByTestId('open-history').click();
    const versions = page.getByTestId('versions-table');
    await versions.getByText('绿色金融更名，首屏轮播换新').waitFor(WAIT);
    await portal.screenshot(page, 'console-history');
    await versions.getByTestId('rollback-1').click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已回滚，当前为第 3 版').waitFor(WAIT);

    const restored = await visitorHeader();
    expect(restored.menu).not.toContain(NEW_MENU);
    expect(restored.menu).toContain('绿色金融');
    expect(await restored.page.getByText(NEW_BANNER).count()).toBe(0);
    await restored.page.context().close();

    // The audit log has every step with before and after.
    await page.goto(`${portal.server.origin}/#/staff/audit`);
    const log = page.getByTestId('audit-table');
    await log.getByText('页面「首页」（index）回滚至第 1 版，发布为第 3 版').waitFor(WAIT);
    await log.getByText(/发布页面「首页」（index）第 2 版：绿色金融更名/).waitFor(WAIT);
    await log.getByText(/上传图片 banner-2026\.png/).waitFor(WAIT);
    const publishRow = log.locator('tr', { hasText: '第 2 版：绿色金融更名' });
    await publishRow.getByRole('button', { name: /详\s*情/ }).click();
    const diff = page.getByTestId('audit-diff');
    await diff.getByText(NEW_MENU, { exact: true }).waitFor(WAIT);
    await diff.getByText('pageContent.bannerList[0].title').waitFor(WAIT);
    await diff.getByText(`轮播图 › ${NEW_BANNER} › 标题`).waitFor(WAIT);
    // Let the drawer finish sliding in before the picture is taken.
    await page.waitForTimeout(500);
    await portal.screenshot(page, 'console-audit-detail');
    await page.context().close();
  });
});
