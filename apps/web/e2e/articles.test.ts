import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../server/src/db/schema/console.ts';
import { NOTICES } from '../../server/src/db/seed/articles/notices.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffLoginInBrowser } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const titlesOf = async (page: import('playwright-core').Page) =>
  page.getByTestId('article-list').getByTestId('article-item').allInnerTexts();

describe('notices, news and cases for visitors', () => {
  it('the home notice module opens a notice; the notice list paginates and opens its detail', async () => {
    const page = await portal.open('#/');
    const homeNotice = page.getByRole('link', { name: /关于企业网银系统升级维护的公告/ }).first();
    await homeNotice.waitFor(WAIT);
    await homeNotice.click();
    await waitForHash(page, '#/noticeDetails?id=1002');
    const detail = page.getByTestId('article-detail');
    await detail.getByRole('heading', { name: '关于企业网银系统升级维护的公告' }).waitFor(WAIT);
    await detail.getByText('2026 年 4 月 5 日（星期日）00:00 至 06:00', { exact: false }).waitFor(WAIT);

    await page.goto(`${portal.server.origin}/#/page1?column=notice`);
    const list = page.getByTestId('article-list');
    await list.waitFor(WAIT);
    await page.getByText(`共 ${NOTICES.length} 条`).waitFor(WAIT);
    const page1 = await titlesOf(page);
    expect(page1).toHaveLength(10);
    expect(page1[0]).toContain('关于企业网银登录方式优化的公告');
    expect(page1[0]).toContain('置顶');
    await portal.screenshot(page, 'articles-notice-list');

    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await waitForHash(page, '#/page1?column=notice&pageNo=2');
    await page.locator('[data-testid="article-list"][data-page="2"]').waitFor(WAIT);
    const page2 = await titlesOf(page);
    expect(page2).toHaveLength(10);
    expect(page2.some((t) => page1.includes(t))).toBe(false);

    const third = page.getByTestId('article-list').getByTestId('article-item').nth(2);
    const thirdTitle = (await third.innerText()).trim();
    await third.click();
    await waitForHash(page, '#/noticeDetails?id=');
    await page.getByTestId('article-detail').getByRole('heading', { name: thirdTitle }).waitFor(WAIT);
    // Its neighbours in the list are the titles just above and below it.
    await expect(page.getByTestId('article-prev').innerText()).resolves.toBe(page2[1]!.replace(/^置顶/, '').trim());
    await expect(page.getByTestId('article-next').innerText()).resolves.toBe(page2[3]!.replace(/^置顶/, '').trim());
    await portal.screenshot(page, 'articles-notice-detail');

    // Back returns to page 2 of the list.
    await page.goBack();
    await page.locator('[data-testid="article-list"][data-page="2"]').waitFor(WAIT);

    // A searched title narrows the notices.
    const search = page.getByTestId('notice-search').locator('input');
    await search.fill('防范');
    await search.press('Enter');
    await waitForHash(page, '#/page1?column=notice&title=');
    await page.getByTestId('article-list').getByText('关于防范“征信修复”类诈骗的风险提示').waitFor(WAIT);
    // The list may still be swapping from the unfiltered page: wait until it settles.
    await expect.poll(() => titlesOf(page), WAIT).toHaveLength(2);
  });

  it('news columns switch by tab', async () => {
    const page = await portal.open('#/page1?column=bank');
    await page.getByTestId('article-list').waitFor(WAIT);
    expect((await titlesOf(page))[0]).toContain('鼎信银行发布新一代企业网银 2026 版');
    await portal.screenshot(page, 'articles-news-bank');
    await page.getByRole('tab', { name: '行业资讯' }).click();
    await waitForHash(page, '#/page1?column=industry');
    await page.getByText('金融监管部门发布企业网上银行安全管理新规').waitFor(WAIT);
  });

  it('a news item with a video plays it, a notice id under the news route is not found', async () => {
    const page = await portal.open('#/newsDetail?id=2001');
    const video = page.getByTestId('article-video');
    await video.waitFor(WAIT);
    await expect(video.getAttribute('src')).resolves.toBe('/static/media/articles/ebank-2026.webm');
    await expect(video.evaluate((v: HTMLVideoElement) => new Promise((r) => (v.readyState >= 1 ? r(true) : (v.onloadedmetadata = () => r(true)))))).resolves.toBe(true);
    await portal.screenshot(page, 'articles-news-detail-video');

    await page.goto(`${portal.server.origin}/#/newsDetail?id=1001`);
    await page.getByTestId('article-not-found').getByText('该内容不存在或已下线').waitFor(WAIT);
  });

  it('the text list opens a priced table, the case lists open their details', async () => {
    const page = await portal.open('#/txtListDetails?column=disclosure');
    await page.getByText('鼎信银行对公结算业务收费标准（2026 年 5 月 1 日起执行）').click();
    await waitForHash(page, '#/imgTxtDetails?id=3301');
    await page.getByRole('cell', { name: '企业网银跨行转账（1 万元及以下）' }).waitFor(WAIT);
    await portal.screenshot(page, 'articles-disclosure-detail');

    await page.goto(`${portal.server.origin}/#/ygkjCase`);
    await page.getByText('知识产权质押助力芯片设计企业跨越研发“死亡谷”').waitFor(WAIT);
    await portal.screenshot(page, 'articles-ygkj-cases');
    await page.getByText('投贷联动支持储能科技企业扩产').click();
    await waitForHash(page, '#/ygkjCase/detail?id=4002');
    await page.getByTestId('article-image').waitFor(WAIT);
    await page.getByRole('heading', { name: '解决方案' }).waitFor(WAIT);

    await page.goto(`${portal.server.origin}/#/serviceCase`);
    await page.getByText('银企直联助力制造集团财务共享中心实现自动对账').waitFor(WAIT);
    await portal.screenshot(page, 'articles-service-cases');
  });
});

describe('accessibility of the content screens (axe, WCAG 2 A/AA)', () => {
  for (const [name, hash, testId] of [
    ['notice list', '#/page1?column=notice', 'article-list'],
    ['image-text news list', '#/page1?column=bank', 'article-list'],
    ['notice detail', '#/noticeDetails?id=1003', 'article-detail'],
    ['video news detail', '#/newsDetail?id=2001', 'article-detail'],
    ['case list', '#/serviceCase', 'article-list'],
  ] as const) {
    it(`finds no violations on the ${name}`, async () => {
      const page = await portal.open(hash);
      await page.getByTestId(testId).waitFor(WAIT);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('the operators’ content console', () => {
  it('an operator publishes a pinned notice and a visitor sees it at the top of the list', async () => {
    const page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'operator01', 'Oper@2026');
    const entry = page.getByTestId('staff-entry-articles');
    await entry.getByText('公告与资讯管理').waitFor(WAIT);
    await entry.click();
    await waitForHash(page, '#/staff/articles');
    await page.getByTestId('articles-table').getByText('关于企业网银登录方式优化的公告').waitFor(WAIT);
    await portal.screenshot(page, 'staff-articles');

    await page.getByTestId('articles-add').click();
    const drawer = page.getByTestId('article-drawer');
    await drawer.getByText('新建内容').first().waitFor(WAIT);
    await drawer.getByTestId('article-column').getByText('公告通知').waitFor(WAIT);
    // Field-level checks before anything is sent.
    await drawer.getByTestId('article-save-publish').click();
    await drawer.getByText('请输入标题').waitFor(WAIT);
    await drawer.getByTestId('article-cover').fill('javascript:alert(1)');
    await drawer.getByText('地址须以 http://、https:// 或站内路径 / 开头').waitFor(WAIT);
    await drawer.getByTestId('article-cover').fill('');

    const title = '关于企业网银 12 月 6 日凌晨短时维护的公告';
    await drawer.getByTestId('article-title').fill(title);
    await drawer.getByTestId('article-summary').fill('12 月 6 日 02:00—04:00 企业网银短时维护，期间暂停登录。');
    await drawer.getByTestId('article-body').fill('<p>尊敬的企业客户：</p><p>本行定于 12 月 6 日 02:00 至 04:00 进行系统维护。</p><script>alert(1)</script>');
    await drawer.getByTestId('article-preview').getByText('本行定于 12 月 6 日 02:00 至 04:00 进行系统维护。').waitFor(WAIT);
    await expect(drawer.getByTestId('article-preview').innerHTML()).resolves.not.toContain('script');
    await drawer.getByTestId('article-top').check();
    await portal.screenshot(page, 'staff-articles-edit');
    await drawer.getByTestId('article-save-publish').click();
    await page.getByText('已发布，访客现在可以看到这条内容').waitFor(WAIT);
    await drawer.waitFor({ state: 'hidden', ...WAIT });

    const visitor = await portal.open('#/page1?column=notice');
    await visitor.getByTestId('article-list').waitFor(WAIT);
    const first = visitor.getByTestId('article-list').getByTestId('article-item').first();
    await expect(first.innerText()).resolves.toContain(title);
    await first.click();
    await visitor.getByTestId('article-detail').getByText('本行定于 12 月 6 日 02:00 至 04:00 进行系统维护。').waitFor(WAIT);

    const audit = await portal.server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'article'), eq(auditLog.staffName, '运营人员 陈静')));
    expect(audit.map((a) => a.action)).toEqual(['create', 'publish']);
  });
});
