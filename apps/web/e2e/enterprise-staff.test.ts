import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { decideInquirerChange, queryInquirerChanges } from '@portal/contract/calls/inquirers/inquirers';
import { STAFF_MESSAGES } from '@portal/contract/calls/inquirers/fields';
import { userInfoVerify } from '@portal/contract/calls/inquirers/user-info';
import { ERRORS } from '@portal/contract/errors';
import { browserSession, type BrowserSession } from '../../server/test/support/browser-session.ts';
import { failure } from '../../server/test/support/call-failure.ts';
import { passSliderCaptcha } from '../../server/test/support/slider-captcha.ts';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demo-accounts.ts';
import { ledgerAccounts } from '../../server/src/db/schema/ledger.ts';
import { screenshotOf, startPortal, WAIT, type Portal } from './support/portal.ts';

/**
 * Issue 23, staff and account relationships: the director demo_corp adds demo_clerk as a staff
 * user, cannot approve the change themselves (no 审核 button, and the server refuses it), the
 * second director demo_corp2 approves it, demo_corp binds two accounts to demo_clerk, and
 * demo_clerk logs in, finds 账户流水 in the header, sees exactly the two bound accounts there,
 * queries one and exports it.
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const demo = (loginName: string) => DEMO_CUSTOMERS.find((c) => c.loginName === loginName)!;
const CORP = demo('demo_corp');
const CORP2 = demo('demo_corp2');
const CLERK = demo('demo_clerk');
const ENTERPRISE = 'E100000001';

/** Logs a customer in through the API; the browser context gets only that session's cookie. */
async function logIn(loginName: string, password: string): Promise<{ context: BrowserContext; api: BrowserSession }> {
  const api = browserSession(portal.server);
  api.setToken((await api.call(passwordLogin, { loginName, password: api.secret(password), captchaVerification: await passSliderCaptcha(portal.server) })).token);
  const context = await portal.browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', acceptDownloads: true });
  await context.addCookies([...api.cookies].map(([name, value]) => ({ name, value, url: portal.server.origin })));
  return { context, api };
}

async function open(context: BrowserContext, hash: string, viewport = DESKTOP): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${portal.server.origin}/${hash}`);
  return page;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), WAIT).toBeLessThanOrEqual(0);
}

/** The demo ledger is seeded elsewhere (issue 23 point 1): make sure the enterprise has two accounts. */
async function ensureTwoAccounts(): Promise<string[]> {
  const db = portal.server.app.database.db;
  let rows = await db.select({ accountNo: ledgerAccounts.accountNo }).from(ledgerAccounts).where(eq(ledgerAccounts.enterpriseId, ENTERPRISE));
  if (rows.length < 2) {
    const base = { enterpriseId: ENTERPRISE, accountType: '0', openedOn: '2024-03-01', branchName: '深圳科技园支行' };
    await db
      .insert(ledgerAccounts)
      .values([
        { ...base, accountNo: '6217230000000101', accountName: '鼎信示范科技有限公司 基本户' },
        { ...base, accountNo: '6217230000000102', accountName: '鼎信示范科技有限公司 一般户' },
      ])
      .onConflictDoNothing();
    rows = await db.select({ accountNo: ledgerAccounts.accountNo }).from(ledgerAccounts).where(eq(ledgerAccounts.enterpriseId, ENTERPRISE));
  }
  return rows.map((r) => r.accountNo).sort().slice(0, 2);
}

describe('员工管理 and 账户关联 (maker-checker)', () => {
  it('a director adds a staff user, a second director approves, the director binds two accounts, the staff user queries and exports them', async () => {
    const accounts = await ensureTwoAccounts();

    // demo_corp (director) adds demo_clerk.
    const corp = await logIn(CORP.loginName, CORP.password);
    const page = await open(corp.context, '#/qywy/staff');
    await page.getByTestId('header-enterprise-staff').waitFor(WAIT);
    await page.getByTestId('header-enterprise-relations').waitFor(WAIT);
    await page.getByTestId('header-enterprise-flow').waitFor(WAIT);
    await page.getByTestId('staff-add').click();
    const form = page.getByTestId('staff-add-form');
    await form.getByLabel('登录名').fill('1x');
    await form.getByLabel('手机号').fill('123');
    await form.getByLabel('员工姓名').click();
    await form.getByText(STAFF_MESSAGES.userAccount).waitFor(WAIT);
    await form.getByText(STAFF_MESSAGES.phone).waitFor(WAIT);
    // The server's refusal of a phone that is not the user's shows at the login name, in Chinese.
    await form.getByLabel('登录名').fill(CLERK.loginName);
    await form.getByLabel('手机号').fill('13912340000');
    await form.getByLabel('员工姓名').fill(CLERK.realName);
    await page.getByRole('button', { name: '提交审核' }).click();
    await form.getByText(ERRORS.INQUIRER_USER_MISMATCH.msg).waitFor(WAIT);
    await form.getByLabel('手机号').fill(CLERK.phone);
    await page.getByRole('button', { name: '提交审核' }).click();
    const row = page.getByTestId('staff-row').filter({ hasText: `${CLERK.loginName} (${CLERK.realName})` });
    await row.getByText('待生效').waitFor(WAIT);

    // The maker's own change offers 撤回, never 审核, and the server refuses it too.
    await page.getByRole('tab', { name: '待审核' }).click();
    const pending = page.getByTestId('changes-pending').getByTestId('change-row');
    await pending.first().getByText('本人提交，需由他人审核').waitFor(WAIT);
    await pending.first().getByTestId('change-withdraw').waitFor(WAIT);
    expect(await page.getByTestId('changes-pending').getByTestId('change-review').count()).toBe(0);
    const [change] = (await corp.api.call(queryInquirerChanges, { pending: true })).list.records;
    const refused = await failure(corp.api.call(decideInquirerChange, { changeId: change!.changeId, applicatUserId: change!.makerId, decision: 'ST' }));
    expect(refused.code).toBe(ERRORS.INQUIRER_MAKER_CANNOT_CHECK.code);
    await portal.screenshot(page, 'enterprise-staff-pending-1366');

    // demo_corp2 (the second director) approves.
    const corp2 = await logIn(CORP2.loginName, CORP2.password);
    const checker = await open(corp2.context, '#/qywy/staff');
    await checker.getByRole('tab', { name: '待审核' }).click();
    await checker.getByTestId('changes-pending').getByTestId('change-review').first().click();
    await checker.getByTestId('review-approve').click();
    await checker.getByTestId('changes-pending').getByText('暂无待审核的变更').waitFor(WAIT);
    await checker.getByRole('tab', { name: '审核记录' }).click();
    await checker.getByTestId('changes-history').getByText('审核通过').first().waitFor(WAIT);
    await checker.getByRole('tab', { name: '员工列表' }).click();
    await checker.getByTestId('staff-row').filter({ hasText: CLERK.loginName }).getByText('有效').waitFor(WAIT);
    await portal.screenshot(checker, 'enterprise-staff-list-1366');
    await checker.setViewportSize(PHONE);
    await noSidewaysScroll(checker);
    await portal.screenshot(checker, 'enterprise-staff-list-390');

    // demo_corp binds two accounts to demo_clerk.
    const relations = await open(corp.context, '#/qywy/relations');
    await relations.getByTestId('relations-staff').click();
    await relations.getByText(`${CLERK.loginName} (${CLERK.realName})`, { exact: true }).click();
    await relations.getByTestId('relations-bind-status').getByText('未关联').click();
    for (const account of accounts) {
      const accountRow = relations.getByTestId('relation-row').filter({ hasText: account });
      await accountRow.getByTestId('relation-bind').click();
      await relations.getByTestId('bind-form').getByLabel('备注').fill('财务查询');
      await relations.getByTestId('bind-submit').click();
      await accountRow.waitFor({ state: 'detached', ...WAIT });
    }
    await relations.getByTestId('relations-bind-status').getByText('已关联').click();
    for (const account of accounts) await relations.getByTestId('relation-row').filter({ hasText: account }).getByText('已关联').waitFor(WAIT);
    await relations.getByTestId('group-accounts').getByText(`${CLERK.loginName} (${CLERK.realName})`).first().waitFor(WAIT);
    await portal.screenshot(relations, 'enterprise-relations-1366');
    await relations.setViewportSize(PHONE);
    await noSidewaysScroll(relations);
    await portal.screenshot(relations, 'enterprise-relations-390');

    // demo_clerk logs in: a staff user, with 账户流水 in the header and no staff management.
    const clerk = await logIn(CLERK.loginName, CLERK.password);
    expect((await clerk.api.call(userInfoVerify, {})).role).toBe('inquirer');
    const home = await open(clerk.context, '#/');
    await home.getByTestId('header-enterprise-flow').waitFor(WAIT);
    expect(await home.getByTestId('header-enterprise-staff').count()).toBe(0);
    expect(await home.getByTestId('header-enterprise-relations').count()).toBe(0);
    await portal.screenshot(home, 'enterprise-staff-clerk-header-1366');

    // The entry opens 账户流水, which offers exactly the two bound accounts; the clerk queries one and exports it.
    await home.getByTestId('header-enterprise-flow').click();
    await home.getByTestId('flow-single').waitFor(WAIT);
    await home.getByTestId('flow-account').click();
    const options = home.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // Read as the list shows itself: the dropdown may draw again once its options have loaded.
    await expect.poll(async () => (await options.allInnerTexts()).map((t) => t.slice(0, t.indexOf('（'))), WAIT).toEqual(accounts);
    await options.first().click();
    await home.getByTestId('flow-query').click();
    await expect.poll(() => home.getByTestId('flow-single-account').innerText(), WAIT).toContain(accounts[0]!);
    const [download] = await Promise.all([home.waitForEvent('download', WAIT), home.getByTestId('flow-export-xlsx').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^账户流水_${accounts[0]}_\\d{8}_\\d{8}\\.xlsx$`));
    await home.goto(`${portal.server.origin}/#/`);
    await home.getByTestId('header-enterprise-flow').waitFor(WAIT);
    // On a phone the entry is in the menu drawer's account block.
    await home.setViewportSize(PHONE);
    await home.getByTestId('menu-button').click();
    const drawer = home.getByTestId('menu-drawer');
    await drawer.getByTestId('header-enterprise-flow').waitFor(WAIT);
    expect(await drawer.getByTestId('header-enterprise-staff').count()).toBe(0);
    await noSidewaysScroll(home);
    await home.waitForTimeout(500); // the drawer slides in
    await screenshotOf(home, 'enterprise-staff-clerk-drawer-390');

    // A customer without a seat sees none of the entries.
    const person = demo('demo_person');
    const visitor = await logIn(person.loginName, person.password);
    const personHome = await open(visitor.context, '#/');
    await personHome.getByTestId('header-center').waitFor(WAIT);
    await personHome.waitForLoadState('networkidle');
    expect(await personHome.getByTestId('header-enterprise').count()).toBe(0);
    // Opened by its address anyway, 账户流水 says why there is nothing to query (no retry button).
    await personHome.goto(`${portal.server.origin}/#/qywy/flow`);
    expect(await personHome.getByTestId('flow-no-seat').innerText()).toContain(ERRORS.ENTERPRISE_NO_SEAT.msg);
    for (const c of [corp, corp2, clerk, visitor]) await c.context.close();
  }, 180_000);
});
