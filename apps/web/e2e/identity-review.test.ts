import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { auditLog } from '../../server/src/db/schema/console.ts';
import { enterpriseAuths, personRegistry } from '../../server/src/db/schema/identity-verification.ts';
import { enterprises, userEnterprises } from '../../server/src/db/schema/identity.ts';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { textPicture } from '../../server/test/support/faces.ts';
import { insertApplication, insertCustomer } from '../../server/test/support/identity-applications.ts';
import { liveFaceOf } from '../../server/test/support/registry-faces.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { chooseOption } from './support/antd-select.ts';
import { staffContext } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const db = () => portal.server.app.database.db;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** Every picture of the drawer has arrived and decoded (the staff-only picture address answered). */
async function picturesShown(page: Page, count: number) {
  await page.waitForFunction(
    (n) => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="review-pictures"] img'));
      return images.length === n && images.every((i) => i.complete && i.naturalWidth > 0);
    },
    count,
    WAIT,
  );
}

const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8') });
const jpegFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });

describe('identity review in the staff console', () => {
  it('an operator rejects one application with a reason and approves another, binding its applicant', async () => {
    const first = await insertCustomer(db(), '审核甲');
    const second = await insertCustomer(db(), '审核乙');
    const toReject = await insertApplication(db(), {
      userId: first.id,
      enterpriseName: '北京瀚海云数据服务集团有限公司',
      creditCode: '91110108MA01ABCD1E',
      legalRepName: '张伟',
      reviewNotes: ['企业名称与登记信息不一致：登记名称为“北京瀚海云数据服务有限公司”'],
      submittedAt: minutesAgo(40),
    });
    const toApprove = await insertApplication(db(), {
      userId: second.id,
      enterpriseName: '上海浦江绿色能源有限公司',
      creditCode: '91310115MA1K3XY22E',
      applicantRole: 'agent',
      legalRepName: '陈静',
      reviewNotes: ['由授权代理人申请，需人工核对授权委托书'],
      submittedAt: minutesAgo(10),
    });

    const context = await staffContext(portal, operator, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/staff`);
    await page.getByTestId('staff-entry-identity-review').click();
    await waitForHash(page, '#/staff/identity-review');
    const table = page.getByTestId('review-table');
    await table.getByText('北京瀚海云数据服务集团有限公司').waitFor(WAIT);
    // First come, first served: the older submission leads the pending queue.
    const names = await table.locator('tbody tr').allInnerTexts();
    expect(names.findIndex((t) => t.includes('北京瀚海云'))).toBeLessThan(names.findIndex((t) => t.includes('上海浦江')));
    await portal.screenshot(page, 'staff-identity-review-queue');

    await page.getByTestId(`review-open-${toReject.id}`).click();
    const drawer = page.getByTestId('review-drawer');
    await drawer.getByTestId('review-notes').getByText('企业名称与登记信息不一致', { exact: false }).waitFor(WAIT);
    await drawer.getByText('110***********4477').waitFor(WAIT);
    await drawer.getByTestId('review-registry').getByText('北京瀚海云数据服务有限公司').waitFor(WAIT);
    await drawer.getByTestId('review-registry').getByText('与申请不一致').waitFor(WAIT);
    await picturesShown(page, 1);
    await portal.screenshot(page, 'staff-identity-review-detail');

    await drawer.getByTestId('review-reject').click();
    await page.getByTestId('review-reason').fill('营业执照上的企业名称与申请不符，请核对后重新提交');
    await page.getByTestId('review-reject-confirm').click();
    const outcome = drawer.getByTestId('review-outcome');
    await outcome.getByText('营业执照上的企业名称与申请不符，请核对后重新提交').waitFor(WAIT);
    await outcome.getByText(operator.displayName).waitFor(WAIT);
    await page.locator('.ant-drawer-close').first().click();
    await drawer.waitFor({ ...WAIT, state: 'hidden' });
    await table.getByText('北京瀚海云数据服务集团有限公司').waitFor({ ...WAIT, state: 'detached' });

    await page.getByTestId(`review-open-${toApprove.id}`).click();
    await picturesShown(page, 2);
    await drawer.getByText('授权委托书', { exact: false }).first().waitFor(WAIT);
    // An agent is given the operator role by default; this reviewer gives the director role.
    await chooseOption(page, drawer.getByTestId('review-role'), '主管（法定代表人权限）');
    await drawer.getByTestId('review-approve').click();
    await page.getByTestId('review-approve-confirm').click();
    await drawer.getByTestId('review-outcome').getByText('主管（法定代表人权限）').waitFor(WAIT);
    await page.getByText('已审核通过，申请人已绑定企业').waitFor(WAIT);

    const [rejected] = await db().select().from(enterpriseAuths).where(eq(enterpriseAuths.id, toReject.id));
    expect(rejected).toMatchObject({ status: 'SJ', rejectReason: '营业执照上的企业名称与申请不符，请核对后重新提交' });
    const [enterprise] = await db().select().from(enterprises).where(eq(enterprises.creditCode, '91310115MA1K3XY22E'));
    expect(enterprise).toMatchObject({ authStatus: 'ST' });
    expect(await db().select().from(userEnterprises).where(eq(userEnterprises.userId, second.id))).toEqual([
      expect.objectContaining({ enterpriseId: enterprise!.id, role: 'director' }),
    ]);
    expect(await db().select().from(userEnterprises).where(eq(userEnterprises.userId, first.id))).toEqual([]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, 'enterpriseAuth'));
    expect(audit.map((a) => a.action).sort()).toEqual(['approve', 'reject']);

    // The decided ones are under their statuses.
    await page.locator('.ant-drawer-close').first().click();
    // The closing drawer's mask takes clicks until it has gone.
    await drawer.waitFor({ ...WAIT, state: 'hidden' });
    await page.getByTestId('review-filter').getByText('审核通过').click();
    await table.getByText('上海浦江绿色能源有限公司').waitFor(WAIT);
    await context.close();
  });

  it('an operator imports a person registry CSV in the browser, a bad one is refused whole', async () => {
    const context = await staffContext(portal, operator, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/staff/identity-registry`);
    const panel = page.getByTestId('registry-import-persons');
    await panel.waitFor(WAIT);
    // The seeded registry, newest first.
    await page.getByTestId('registry-persons-table').getByText('林志明').waitFor(WAIT);

    await page.getByTestId('registry-import-persons-file').setInputFiles(
      csvFile('坏名单.csv', ['姓名,证件类型,证件号码,手机号', '林小雨,居民身份证,310104198506123025,13912345601', '林小风,居民身份证,310104198506123026,1391234']),
    );
    await page.getByTestId('registry-import-report').getByText('未导入：共2行，其中1行未通过校验，整份文件未导入。请修改后重新导入。').waitFor(WAIT);
    const errors = page.getByTestId('registry-import-errors');
    await errors.getByText('居民身份证号码的校验位不正确（GB 11643）').waitFor(WAIT);
    await errors.getByText('须为11位中国大陆手机号码').waitFor(WAIT);
    await portal.screenshot(page, 'staff-identity-registry-refused');
    expect(await db().select().from(personRegistry).where(eq(personRegistry.realName, '林小雨'))).toEqual([]);

    await page.getByTestId('registry-import-persons-file').setInputFiles(csvFile('名单.csv', ['姓名,证件类型,证件号码,手机号', '林小雨,居民身份证,310104198506123025,13912345601']));
    await page.getByTestId('registry-import-report').getByText('导入成功：共1行，新增1条，更新0条。').waitFor(WAIT);
    await page.getByTestId('registry-persons-search').locator('input').fill('林小雨');
    await page.getByTestId('registry-persons-search').locator('input').press('Enter');
    const table = page.getByTestId('registry-persons-table');
    await table.getByText('310***********3025').waitFor(WAIT);
    await table.getByText('139****5601').waitFor(WAIT);
    await portal.screenshot(page, 'staff-identity-registry');
    const [line] = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'personRegistry'), eq(auditLog.action, 'import')));
    expect(line!.summary).toBe('导入个人实名登记：新增1人、更新0人（文件 名单.csv）');

    await page.getByRole('tab', { name: '企业登记' }).click();
    const enterprisesTable = page.getByTestId('registry-enterprises-table');
    await enterprisesTable.getByText('91440300MA5G8K2Q7T').waitFor(WAIT);
    await enterprisesTable.getByText('10,000,000.00 元').waitFor(WAIT);
    // The seeded enterprises record their legal representative's document (its type is shown, never the number).
    await enterprisesTable.locator('tbody tr').filter({ hasText: '91440300MA5G8K2Q7T' }).getByText('居民身份证').waitFor(WAIT);
    await portal.screenshot(page, 'staff-identity-registry-enterprises');
    await context.close();
  });

  it('an operator imports a person with a reference photo; a photo without a face refuses the file by its row', async () => {
    const context = await staffContext(portal, operator, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/staff/identity-registry`);
    const panel = page.getByTestId('registry-import-persons');
    await panel.waitFor(WAIT);
    const header = '姓名,证件类型,证件号码,手机号,参考照片';
    const zhou = '周晓光,居民身份证,110101199003071890,13912340051,周晓光.jpg';

    // A scan that is not a picture is refused in the browser, the two photos are listed.
    await page.getByTestId('registry-photos-file').setInputFiles([
      jpegFile('周晓光.jpg', await liveFaceOf('610102199312121016')),
      jpegFile('吴晓敏.jpg', await textPicture()),
      { name: '扫描件.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    ]);
    await page.getByTestId('registry-photos-refused').getByText('“扫描件.pdf”不是 jpg 或 png 图片').waitFor(WAIT);
    const photos = page.getByTestId('registry-photos-list');
    expect(await photos.locator('li').allInnerTexts()).toEqual([expect.stringContaining('周晓光.jpg'), expect.stringContaining('吴晓敏.jpg')]);

    await page.getByTestId('registry-import-persons-file').setInputFiles(csvFile('带照片名单.csv', [header, zhou, '吴晓敏,居民身份证,110101199003079016,13912340052,吴晓敏.jpg']));
    await page.getByTestId('registry-import-report').getByText('未导入：共2行，其中1行未通过校验，整份文件未导入。请修改后重新导入。').waitFor(WAIT);
    const errors = page.getByTestId('registry-import-errors');
    const problem = errors.locator('tbody tr').filter({ hasText: '照片中未检测到人脸，须为本人正面免冠照片' });
    expect(await problem.innerText()).toMatch(/第3行\s+参考照片/);
    // The photos stay picked for the corrected file.
    await expect.poll(() => photos.locator('li').count()).toBe(2);
    await portal.screenshot(page, 'staff-identity-registry-photos');
    await page.setViewportSize(PHONE);
    await panel.getByRole('button', { name: '移除 吴晓敏.jpg' }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await portal.screenshot(page, 'staff-identity-registry-photos-390');
    await page.setViewportSize(DESKTOP);
    expect(await db().select().from(personRegistry).where(eq(personRegistry.realName, '周晓光'))).toEqual([]);

    await panel.getByRole('button', { name: '移除 吴晓敏.jpg' }).click();
    await page.getByTestId('registry-import-persons-file').setInputFiles(csvFile('照片名单.csv', [header, zhou]));
    await page.getByTestId('registry-import-report').getByText('导入成功：共1行，新增1条，更新0条。参考照片1张已登记。').waitFor(WAIT);
    await page.getByTestId('registry-photos-list').waitFor({ ...WAIT, state: 'detached' });
    await page.getByTestId('registry-persons-search').locator('input').fill('周晓光');
    await page.getByTestId('registry-persons-search').locator('input').press('Enter');
    const row = page.getByTestId('registry-persons-table').locator('tbody tr').filter({ hasText: '110***********1890' });
    await row.getByText('已登记').waitFor(WAIT);
    await context.close();
  });

  it('on a phone the review drawer fits the window with its pictures and decision', async () => {
    const user = await insertCustomer(db(), '审核丙');
    const app = await insertApplication(db(), { userId: user.id, enterpriseName: '广州天河智造装备有限公司', creditCode: '91440106MA59QWER3T', applicantRole: 'agent', legalRepName: '杨洋' });
    const context = await staffContext(portal, operator, PHONE);
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/staff/identity-review`);
    await page.getByTestId(`review-open-${app.id}`).click();
    await picturesShown(page, 2);
    const drawer = page.locator('.ant-drawer-content-wrapper').last();
    await page.waitForTimeout(400);
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('review-decision').getByTestId('review-approve').waitFor(WAIT);
    await portal.screenshot(page, 'staff-identity-review-390-drawer');
    await context.close();
  });
});
