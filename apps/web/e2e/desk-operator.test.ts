import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { establishConnection } from '@portal/contract/calls/customer-service/establish-connection';
import { getCustomerSetting } from '@portal/contract/calls/customer-service/get-customer-setting';
import { searchEvaluateList } from '@portal/contract/calls/customer-service/search-evaluate-list';
import { submitEvaluate } from '@portal/contract/calls/customer-service/submit-evaluate';
import { deskAccept } from '@portal/contract/calls/desk/desk-accept';
import { deskCannedReplies } from '@portal/contract/calls/desk/desk-canned-replies';
import { deskEnd } from '@portal/contract/calls/desk/desk-end';
import { deskSend } from '@portal/contract/calls/desk/desk-send';
import { deskSetStatus } from '@portal/contract/calls/desk/desk-set-status';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from '../../server/test/support/browser-session.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { openServiceAllDay, staffApi, staffLoginInBrowser } from './support/staff.ts';

let portal: Portal;
let agentApi: BrowserSession;

/** A conversation served by agent01 and rated by its customer. */
async function servedAndRated(customer: BrowserSession, suffix: string, point: number, reasons: string[]) {
  const { uuid } = await customer.call(establishConnection, { channelCode: '1', sessionNumber: `ratings-e2e-${suffix}`, clientUid: `slider-ratings-e2e-${suffix}` });
  await agentApi.call(deskAccept, { uuid: uuid! });
  await agentApi.call(deskSend, { uuid: uuid!, text: '您好，很高兴为您服务。' });
  await agentApi.call(deskEnd, { uuid: uuid! });
  const options = await customer.call(searchEvaluateList, { uuid: uuid! });
  const uri = options.cibWjdcList.filter((o) => reasons.includes(o.name)).map((o) => o.uri);
  await customer.call(submitEvaluate, { uuid: uuid!, point, uri, feedBackMsg: '' });
}

beforeAll(async () => {
  portal = await startPortal();
  const agent = DEMO_STAFF.find((s) => s.loginName === 'agent01')!;
  await openServiceAllDay(portal.server);
  agentApi = await staffApi(portal.server, agent);
  await agentApi.call(deskSetStatus, { status: 'online' });
  const customer = browserSession(portal.server);
  await servedAndRated(customer, 'a1', 5, []);
  await servedAndRated(customer, 'b2', 2, ['等待时间太长', '问题没有解决']);
  await servedAndRated(customer, 'c3', 4, ['回复速度太慢']);
  await agentApi.call(deskSetStatus, { status: 'offline' });
});
afterAll(() => portal.close());

/** Logs in at the staff screen and waits for the role to show. */
async function loginAs(page: Page, loginName: string, password: string, role: string) {
  await staffLoginInBrowser(page, portal.server, loginName, password);
  await page.getByTestId('staff-role').getByText(role).waitFor(WAIT);
}

/** The row of one editable list (0-based). */
const row = (page: Page, list: string, index: number) => page.getByTestId(list).locator(`[class*="listRow"]`).nth(index);

describe('the operators’ customer-service screens in the browser', () => {
  it('edits the settings with field messages, saves them for the window and the desk', async () => {
    const page = await portal.open('#/staff/login');
    await loginAs(page, 'operator01', 'Oper@2026', '运营人员');
    await page.getByTestId('staff-entry-service-settings').click();
    await waitForHash(page, '#/staff/service-settings');
    const form = page.getByTestId('service-settings-form');
    const start = form.getByLabel('服务开始时间');
    const end = form.getByLabel('服务结束时间');
    await expect(start.inputValue()).resolves.toBe('00:00');
    await expect(end.inputValue()).resolves.toBe('24:00');
    await expect(row(page, 'service-suggest', 0).getByLabel('功能名称').inputValue()).resolves.toBe('企业网银登录');

    // Bad input is named at its field, in Chinese, and nothing is sent.
    await start.fill('25:00');
    await page.getByTestId('service-settings-save').click();
    await form.getByText('时间格式应为 HH:mm').waitFor(WAIT);
    await page.getByText('部分内容填写有误，请按提示修改后再保存').waitFor(WAIT);
    // Overnight hours are allowed and explained.
    await start.fill('22:00');
    await end.fill('02:00');
    await page.getByTestId('service-hours-note').getByText('跨午夜服务：每日 22:00 至次日 02:00').waitFor(WAIT);
    await start.fill('00:00');
    await end.fill('24:00');

    await form.getByLabel('坐席同时接待上限').fill('6');
    await page.getByTestId('service-add-suggest').click();
    const added = row(page, 'service-suggest', 6);
    await added.getByLabel('功能名称').fill('发票查验');
    await added.getByLabel('图标地址').fill('/static/img/icons/invoice-check.svg');
    await added.getByLabel('链接地址').fill('ftp://invoice');
    await page.getByTestId('service-settings-save').click();
    await added.getByText('链接应为 #/ 开头的门户页面').waitFor(WAIT);
    await added.getByLabel('链接地址').fill('#/verification');
    // The message collapses with an animation that moves everything below it; click after it is gone.
    await added.getByText('链接应为 #/ 开头的门户页面').waitFor({ ...WAIT, state: 'detached' });

    await page.getByTestId('service-add-quick').click();
    const quick = row(page, 'service-quick', 5);
    await quick.getByLabel('功能名称').fill('回单打印');
    await quick.getByLabel('提问内容').fill('电子回单怎么打印');
    await page.getByTestId('service-add-canned').click();
    await page.getByTestId('service-canned').getByLabel('快捷回复 7').fill('您的问题已记录，我们会尽快回电。');

    await page.getByTestId('service-settings-save').click();
    await page.getByText('保存成功，新的设置已生效').waitFor(WAIT);

    // The customer's window gets the new content (the browser login ended the operator's API session).
    const window = await browserSession(portal.server).call(getCustomerSetting, { systemToken: 'qjhlwmh' });
    expect(window.serviceHours).toEqual({ start: '00:00', end: '24:00' });
    expect(window.suggestData.at(-1)).toEqual({ iconUrl: '/static/img/icons/invoice-check.svg', functionName: '发票查验', url: '#/verification' });
    expect(window.quickEntryData.at(-1)).toEqual({ functionName: '回单打印', question: '电子回单怎么打印' });
    // The desk's canned replies are these.
    expect((await agentApi.call(deskCannedReplies, {})).replies.map((r) => r.text)).toContain('您的问题已记录，我们会尽快回电。');

    // A reload shows what was saved.
    await page.reload();
    await expect(page.getByTestId('service-settings-form').getByLabel('坐席同时接待上限').inputValue()).resolves.toBe('6');
    await portal.screenshot(page, 'service-settings');
    await page.context().close();
  });

  it('shows ratings per agent with the star spread and the reasons', async () => {
    const page = await portal.open('#/staff/login');
    await loginAs(page, 'operator01', 'Oper@2026', '运营人员');
    await page.getByTestId('staff-entry-chat-ratings').click();
    await waitForHash(page, '#/staff/ratings');
    const agentRow = page.getByTestId('ratings-table').locator('tbody tr').filter({ hasText: 'agent01' });
    await agentRow.getByText('3.67').waitFor(WAIT);
    await agentRow.getByText('等待时间太长 × 1').waitFor(WAIT);
    await agentRow.getByText('回复速度太慢 × 1').waitFor(WAIT);
    const cells = await agentRow.locator('td').allTextContents();
    expect(cells[1]).toBe('3');
    expect(cells[2]).toBe('3（100%）');
    await page.getByTestId('ratings-table').locator('tbody tr').filter({ hasText: 'agent02' }).getByText('暂无评价').waitFor(WAIT);
    await page.getByTestId('ratings-totals').getByText('综合平均星级').waitFor(WAIT);
    await portal.screenshot(page, 'chat-ratings');
    await page.context().close();
  });

  it('an agent opening the operators’ screens is told they are for operators', async () => {
    const page = await portal.open('#/staff/login');
    await loginAs(page, 'agent02', 'Agent@2026', '客服坐席');
    await page.goto(`${portal.server.origin}/#/staff/service-settings`);
    await page.getByTestId('service-refused').getByText('此页面仅供运营人员使用').waitFor(WAIT);
    await page.goto(`${portal.server.origin}/#/staff/ratings`);
    await page.getByTestId('service-refused').waitFor(WAIT);
    await page.context().close();
  });
});
