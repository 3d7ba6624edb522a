import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActivityPublish, operatorActivitySave } from '@portal/contract/calls/activities/activities-console';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/ledger/demo-ledger-data.ts';
import { activities, activityEnrolments } from '../../server/src/db/schema/rights.ts';
import { localReceiptPrinter } from '../../server/src/providers/receipt-printer/local.ts';
import { latestSmsCode } from '../../server/test/support/sms-outbox.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { openAsCustomer, sideways } from './support/customer-page.ts';
import { chooseOption } from './support/antd-select.ts';
import { staffApi } from './support/staff.ts';

/**
 * Issue 25 point 3 journeys: the demo director enrols in a campaign an operator published, and
 * resets an account's receipt-printer password after an SMS check (a weak password gets its
 * message at the field, with what was typed kept); an operator grants a right in the console
 * and the enterprise sees it in 权益中心; on a 390 px phone without sideways scroll.
 */

let portal: Portal;
const CORP = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp')!;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const db = () => portal.server.app.database.db;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const openAs = (hash: string, viewport: { width: number; height: number }) => openAsCustomer(portal, CORP, hash, viewport);

describe('活动中心', () => {
  it('enrols in a published campaign once, lists it under 我的报名, and cancels it', async () => {
    const operator = await staffApi(portal.server, DEMO_STAFF.find((s) => s.role === 'operator')!);
    const { activity } = await operator.call(operatorActivitySave, {
      activity: {
        title: '企业网银新客礼',
        description: '报名即赠全年免费回单打印。',
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        quota: 50,
        eligibility: 'enterprise',
      },
    });
    await operator.call(operatorActivityPublish, { id: activity.id, published: true });

    const page = await openAs('#/qywy/operation', PHONE);
    const card = page.getByTestId(`activity-${activity.id}`);
    await card.waitFor(WAIT);
    expect(await card.getByTestId('activity-places').innerText()).toBe('剩余名额 50 / 50');
    await card.getByTestId('activity-enrol').click();
    await expect.poll(() => card.getByTestId('activity-enrol').innerText(), WAIT).toBe('已报名');
    expect(await card.getByTestId('activity-enrol').isDisabled()).toBe(true);
    expect(await card.getByTestId('activity-places').innerText()).toBe('剩余名额 49 / 50');
    await expect.poll(() => page.getByTestId('my-enrolments').innerText(), WAIT).toContain('企业网银新客礼');
    expect(await db().select().from(activityEnrolments).where(eq(activityEnrolments.activityId, activity.id))).toHaveLength(1);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await portal.screenshot(page, 'activity-centre-390');
    await page.setViewportSize(DESKTOP);
    await portal.screenshot(page, 'activity-centre-1366');

    // Changed their mind: cancelling gives the place back and the card can be enrolled again.
    await page.getByTestId(`enrolment-${activity.id}`).getByTestId('enrolment-withdraw').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '取消报名' }).click();
    await expect.poll(() => card.getByTestId('activity-enrol').innerText(), WAIT).toBe('立即报名');
    expect(await card.getByTestId('activity-places').innerText()).toBe('剩余名额 50 / 50');
    await expect.poll(() => page.getByTestId('my-enrolments').innerText(), WAIT).toContain('您还没有报名任何活动');
    expect(await db().select().from(activityEnrolments).where(eq(activityEnrolments.activityId, activity.id))).toHaveLength(0);
    await page.context().close();
  });
});

describe('回单打印密码重置', () => {
  it('resets the password after an SMS check; a weak one is refused at the field and nothing is lost', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === 'basic')!.accountNo;
    const page = await openAs('#/receiptPrinterPwdReset', PHONE);
    const form = page.getByTestId('printer-reset-form');
    await form.waitFor(WAIT);
    await chooseOption(page, page.getByTestId('printer-account'), account);
    await page.getByTestId('sms-code-button').click();
    await expect.poll(() => form.innerText(), WAIT).toContain('验证码已发送至');
    const code = await latestSmsCode(db(), CORP.phone);
    await page.getByTestId('printer-sms-code').fill(code);
    await page.getByTestId('printer-password').fill('123456');
    await page.getByTestId('printer-confirm').fill('123456');
    await page.getByTestId('printer-submit').click();
    await expect.poll(() => form.innerText(), WAIT).toContain('密码过于简单：不能全部为相同数字或连续数字');
    // Nothing typed was lost, and nothing was sent.
    expect(await page.getByTestId('printer-sms-code').inputValue()).toBe(code);
    expect(await localReceiptPrinter(db()).changedAt([account])).toEqual(new Map());
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await portal.screenshot(page, 'receipt-printer-weak-390');

    await page.getByTestId('printer-password').fill('580214');
    await page.getByTestId('printer-confirm').fill('580214');
    // Issue 37: the refusal belongs to the password before the edit.
    await expect.poll(() => form.getByText('密码过于简单：不能全部为相同数字或连续数字').count(), WAIT).toBe(0);
    await page.getByTestId('printer-submit').click();
    await page.getByTestId('printer-reset-done').waitFor(WAIT);
    expect(await page.getByTestId('printer-reset-done').innerText()).toContain(account);
    expect(await localReceiptPrinter(db()).verify(account, '580214')).toBe(true);
    await page.setViewportSize(DESKTOP);
    await portal.screenshot(page, 'receipt-printer-done-1366');
    await page.context().close();
  });
});

describe('权益中心', () => {
  it('an operator grants a right in the console; the enterprise sees it with what is left', async () => {
    const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;
    // Logged in through the API (the staff login screen has its own journeys), the cookie handed over.
    const api = await staffApi(portal.server, operator);
    const context = await portal.browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
    await context.addCookies([...api.cookies].map(([name, value]) => ({ name, value, url: portal.server.origin })));
    const staff = await context.newPage();
    await staff.goto(`${portal.server.origin}/#/staff`);
    await staff.getByTestId('staff-entry-rights').click();
    await waitForHash(staff, '#/staff/rights');
    await staff.getByTestId('right-grant').click();
    await chooseOption(staff, staff.getByTestId('right-grant-enterprise'), '鼎信示范科技有限公司');
    await staff.getByTestId('right-grant-title').fill('跨行转账手续费减免');
    await staff.getByTestId('right-grant-quantity').fill('20');
    // An end before the start is refused at its field, the typed values kept.
    await staff.getByTestId('right-grant-to').fill('2020-01-01');
    await staff.getByTestId('right-grant-save').click();
    await staff.getByText('有效期结束日期不能早于开始日期').waitFor(WAIT);
    expect(await staff.getByTestId('right-grant-title').inputValue()).toBe('跨行转账手续费减免');
    await staff.getByTestId('right-grant-to').fill(new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10));
    await staff.getByTestId('right-grant-save').click();
    await staff.getByTestId('rights-table').getByText('跨行转账手续费减免').waitFor(WAIT);
    await portal.screenshot(staff, 'staff-rights-1366');
    await staff.goto(`${portal.server.origin}/#/staff/activities`);
    await staff.getByTestId('activities-table').getByText('企业网银新客礼').waitFor(WAIT);
    await portal.screenshot(staff, 'staff-activities-1366');
    await staff.context().close();

    const page = await openAs('#/qywy/rights', PHONE);
    const list = page.getByTestId('rights-list');
    await list.getByText('跨行转账手续费减免').waitFor(WAIT);
    expect(await list.getByTestId('right-remaining').first().innerText()).toBe('剩余 20 笔');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await portal.screenshot(page, 'rights-centre-390');
    await page.context().close();
  });
});

describe('活动管理 in another time zone', () => {
  it('reads and shows the operator times as China time when the browser runs in UTC', async () => {
    const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;
    const api = await staffApi(portal.server, operator);
    const context = await portal.browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', timezoneId: 'UTC' });
    await context.addCookies([...api.cookies].map(([name, value]) => ({ name, value, url: portal.server.origin })));
    const staff = await context.newPage();
    await staff.goto(`${portal.server.origin}/#/staff/activities`);
    await staff.getByTestId('activity-add').click();
    // Yesterday and a month on, in China's calendar: the campaign is on now.
    const chinaDay = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
    await staff.getByTestId('activity-title').fill('跨时区早八点活动');
    await staff.getByTestId('activity-description').fill('开始时间按北京时间填写。');
    await staff.getByTestId('activity-starts').fill(`${chinaDay(-1)}T08:00`);
    await staff.getByTestId('activity-ends').fill(`${chinaDay(30)}T18:00`);
    await staff.getByTestId('activity-save').click();
    const row = staff.getByTestId('activities-table').locator('tr', { hasText: '跨时区早八点活动' });
    await row.waitFor(WAIT);
    expect(await row.innerText()).toContain(`${chinaDay(-1)} 08:00`);
    expect(await row.innerText()).toContain(`${chinaDay(30)} 18:00`);
    const [stored] = await db().select().from(activities).where(eq(activities.title, '跨时区早八点活动'));
    expect(new Date(stored!.startsAt).toISOString()).toBe(new Date(`${chinaDay(-1)}T08:00:00+08:00`).toISOString());
    await context.close();
  });
});
