import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { askQuestion } from '@portal/contract/calls/customer-service/ask-question';
import { disconnect } from '@portal/contract/calls/customer-service/disconnect';
import { establishConnection } from '@portal/contract/calls/customer-service/establish-connection';
import { leaveMessage } from '@portal/contract/calls/customer-service/leave-message';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { staffResponse } from '@portal/contract/calls/customer-service/staff-response';
import { deskOverview } from '@portal/contract/calls/desk/desk-overview';
import { deskSetStatus } from '@portal/contract/calls/desk/desk-set-status';
import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import { CHAT_MESSAGES } from '@portal/contract/messages';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from '../../server/test/support/browser-session.ts';
import { pngBytes } from '../../server/test/support/images.ts';
import { passSliderCaptcha as passApiCaptcha } from '../../server/test/support/slider-captcha.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { chooseOption } from './support/antd-select.ts';
import { openServiceAllDay, staffLoginInBrowser, until } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
  await openServiceAllDay(portal.server);
});
afterAll(() => portal.close());

/** A visitor who asked the assistant first and then a human; named 访客 + the id's last four. */
async function visitor(tab: BrowserSession, suffix: string, question: string) {
  const sessionNumber = `desk-e2e-session-${suffix}`;
  await tab.call(askQuestion, { dataResult: question, sessionNumber, systemToken: 'qjhlwmh' });
  const connected = await tab.call(establishConnection, { channelCode: '1', sessionNumber, clientUid: `slider-desk-e2e-${suffix}` });
  expect(connected.inServiceHours).toBe(true);
  // Waiting, or offered at once to an agent who is online with room.
  expect(['queued', 'assigned']).toContain(connected.state);
  const uuid = connected.uuid!;
  return {
    name: `访客${suffix}`,
    uuid,
    say: (text: string) => tab.call(staffResponse, { uuid, question: text, msgType: 'text' }),
    poll: () => tab.call(searchAnswer, { uuid, after: 0 }),
  };
}

const queueItem = (page: Page, name: string) => page.getByTestId('desk-queue-item').filter({ hasText: name });
const myItem = (page: Page, name: string) => page.getByTestId('desk-conversation-item').filter({ hasText: name });
const input = (page: Page) => page.getByTestId('desk-input');

describe('the agent desk in the browser', () => {
  it('goes online, accepts two customers, talks, keeps drafts, sends a picture, transfers, ends and finds it in history', async () => {
    const customers = browserSession(portal.server);
    const first = await visitor(customers, '1111', 'U盾插上电脑没有反应怎么办');
    const second = await visitor(customers, '2222', '企业网银转账限额是多少');
    await first.say('我的U盾插上没有反应');

    const page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'agent01', 'Agent@2026');
    await page.getByTestId('staff-entry-agent-desk').click();
    await waitForHash(page, '#/staff/desk');

    // Offline at first: told so; the queue shows both customers with a ticking wait.
    await page.getByTestId('desk-status-hint').getByText('您当前不在线').waitFor(WAIT);
    await queueItem(page, first.name).waitFor(WAIT);
    await queueItem(page, second.name).waitFor(WAIT);
    const clock = queueItem(page, first.name).getByText(/^\d\d:\d\d$/);
    const before = await clock.textContent();
    await page.waitForTimeout(1_200);
    expect(await clock.textContent()).not.toBe(before);
    await portal.screenshot(page, 'desk-offline-queue');

    // Online: the backlog is offered at once and announced.
    await page.getByTestId('desk-status').getByText('在线', { exact: true }).click();
    await page.getByText('已切换为「在线」').waitFor(WAIT);
    await page.locator('.ant-notification').getByText('新的客户会话').first().waitFor(WAIT);
    await queueItem(page, first.name).getByText('分配给您').waitFor(WAIT);
    await page.getByTestId('desk-load').getByText('服务中 0 / 上限 5').waitFor(WAIT);

    // Accept the first: the conversation, its message while waiting, who they are, what they asked the bot.
    await queueItem(page, first.name).getByTestId('desk-accept').click();
    const conversation = page.getByTestId('desk-conversation');
    await conversation.getByTestId('desk-conversation-name').getByText(first.name).waitFor(WAIT);
    await conversation.getByTestId('desk-conversation-state').getByText('服务中').waitFor(WAIT);
    await conversation.getByText('我的U盾插上没有反应').waitFor(WAIT);
    const customerPanel = page.getByTestId('desk-customer');
    await customerPanel.getByText('访客', { exact: true }).waitFor(WAIT);
    await customerPanel.getByTestId('desk-bot-transcript').getByText('U盾插上电脑没有反应怎么办').waitFor(WAIT);
    await page.getByTestId('desk-load').getByText('服务中 1 / 上限 5').waitFor(WAIT);

    // Enter sends; the customer's poll gets it.
    await expect(page.getByTestId('desk-send').isDisabled()).resolves.toBe(true);
    await input(page).fill('您好，请问是哪一款U盾？');
    await input(page).press('Enter');
    await conversation.locator('[data-sender="agent"]').getByText('您好，请问是哪一款U盾？').waitFor(WAIT);
    await expect(input(page).inputValue()).resolves.toBe('');
    await until(async () => (await first.poll()).list.find((m) => m.message === '您好，请问是哪一款U盾？'), 'the agent text at the customer');

    // The customer's reply arrives without a reload.
    await first.say('是蓝色的那款');
    await conversation.locator('[data-sender="customer"]').getByText('是蓝色的那款').waitFor(WAIT);

    // Ctrl+Enter is a new line, Enter sends both lines as one message.
    await input(page).click();
    await page.keyboard.type('第一行');
    await page.keyboard.press('Control+Enter');
    await page.keyboard.type('第二行');
    await expect(input(page).inputValue()).resolves.toBe('第一行\n第二行');
    await page.keyboard.press('Enter');
    await until(async () => (await first.poll()).list.find((m) => m.message === '第一行\n第二行'), 'the two-line message');

    // A canned reply goes into the input, not straight to the customer.
    await page.getByTestId('desk-canned').click();
    await page.getByTestId('desk-canned-list').getByText('请您稍等，我马上为您查询。').click();
    // Read until it shows: under CI's load the input once lagged the click (a single read saw '').
    await expect.poll(() => input(page).inputValue(), WAIT).toBe('请您稍等，我马上为您查询。');
    await input(page).fill('');

    // A second conversation at once; each keeps its own draft.
    await queueItem(page, second.name).getByTestId('desk-accept').click();
    await conversation.getByTestId('desk-conversation-name').getByText(second.name).waitFor(WAIT);
    await customerPanel.getByTestId('desk-bot-transcript').getByText('企业网银转账限额是多少').waitFor(WAIT);
    await input(page).fill('草稿：限额稍后为您查询');
    await myItem(page, first.name).click();
    await conversation.getByTestId('desk-conversation-name').getByText(first.name).waitFor(WAIT);
    await expect(input(page).inputValue()).resolves.toBe('');
    await input(page).fill('A 的草稿');
    await myItem(page, second.name).click();
    await conversation.getByTestId('desk-conversation-name').getByText(second.name).waitFor(WAIT);
    await expect(input(page).inputValue()).resolves.toBe('草稿：限额稍后为您查询');

    // A message in the conversation that is not open raises its unread badge.
    await first.say('还在吗？');
    await myItem(page, first.name).locator('.ant-badge-count').getByText('1').waitFor(WAIT);
    await myItem(page, first.name).click();
    await conversation.getByText('还在吗？').waitFor(WAIT);
    await expect(input(page).inputValue()).resolves.toBe('A 的草稿');
    await myItem(page, first.name).locator('.ant-badge-count').waitFor({ state: 'detached', ...WAIT });
    await input(page).fill('');

    // Pictures: a wrong type is refused before sending; a PNG goes and shows as a thumbnail.
    await page.getByTestId('desk-image-input').setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByText(CHAT_MESSAGES.imageFormat).waitFor(WAIT);
    await page.getByTestId('desk-image-input').setInputFiles({ name: 'guide.png', mimeType: 'image/png', buffer: pngBytes(120, 80) });
    await conversation.locator('[data-sender="agent"]').getByTestId('desk-message-image').waitFor(WAIT);
    await until(async () => (await first.poll()).list.find((m) => m.msgType === 'image' && m.sender === 'agent'), 'the picture at the customer');

    // A third customer arrives while the agent is busy: offered to them, waiting in the queue.
    const third = await visitor(customers, '3333', '数字证书快到期了怎么更新');
    await queueItem(page, third.name).getByText('分配给您').waitFor(WAIT);
    // Notices also close by themselves, so one may go between counting and clicking: close the
    // first still open until none is left (the next line asserts they are gone).
    const closeButtons = page.locator('.ant-notification-notice-close');
    while ((await closeButtons.count()) > 0) await closeButtons.first().click({ timeout: 2_000 }).catch(() => undefined);
    await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', ...WAIT });
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', ...WAIT });
    await portal.screenshot(page, 'desk-two-conversations');

    // Nobody else is online: the transfer dialog says so and cannot be confirmed.
    await page.getByTestId('desk-transfer-open').click();
    await page.getByTestId('desk-transfer-none').getByText('当前没有可以转接的在线同事').waitFor(WAIT);
    await expect(page.getByTestId('desk-transfer-ok').isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: /取\s*消/ }).click();

    // A colleague comes online: the third customer, accepted, goes to them with a note.
    const colleague = browserSession(portal.server);
    const agentTwo = DEMO_STAFF.find((s) => s.loginName === 'agent02')!;
    colleague.setToken(
      (await colleague.call(staffLogin, { loginName: agentTwo.loginName, password: colleague.secret(agentTwo.password), captchaVerification: await passApiCaptcha(portal.server) })).token,
    );
    await colleague.call(deskSetStatus, { status: 'online' });
    await queueItem(page, third.name).getByTestId('desk-accept').click();
    await conversation.getByTestId('desk-conversation-name').getByText(third.name).waitFor(WAIT);
    await page.getByTestId('desk-transfer-open').click();
    const transfer = page.locator('.ant-modal').filter({ hasText: '转接会话' });
    await chooseOption(page, transfer.locator('.ant-select'), agentTwo.displayName);
    await transfer.getByLabel('转接备注').fill('客户咨询证书更新，已核实身份');
    await page.getByTestId('desk-transfer-ok').click();
    await page.getByText(`会话已转接给 ${agentTwo.displayName}`).waitFor(WAIT);
    await myItem(page, third.name).waitFor({ state: 'detached', ...WAIT });
    const offered = (await colleague.call(deskOverview, {})).queue.find((q) => q.uuid === third.uuid);
    expect(offered).toMatchObject({ assignedToMe: true, transferNote: '客户咨询证书更新，已核实身份', transferredFrom: '客服坐席 张敏' });
    await colleague.call(deskSetStatus, { status: 'offline' });
    await myItem(page, first.name).click();
    await conversation.getByTestId('desk-conversation-name').getByText(first.name).waitFor(WAIT);

    // The agent ends the first conversation: who ended it is shown and the input is closed.
    await page.getByTestId('desk-end').click();
    await page.getByTestId('desk-end-ok').click();
    await page.getByTestId('desk-ended').getByText('会话已结束（坐席结束：坐席结束服务）').waitFor(WAIT);
    await expect(input(page).isDisabled()).resolves.toBe(true);
    const ended = await until(async () => {
      const polled = await first.poll();
      return polled.state === 'ended' ? polled : undefined;
    }, 'the end at the customer');
    expect(ended.endedBy).toBe('agent');

    // The second customer leaves: the desk shows it ended by the customer.
    await customers.call(disconnect, { uuid: second.uuid });
    await myItem(page, second.name).getByText('已结束', { exact: true }).waitFor(WAIT);
    await myItem(page, second.name).click();
    await page.getByTestId('desk-ended').getByText('会话已结束（客户结束：客户已离开）').waitFor(WAIT);

    // History finds the first conversation by name and shows it read only.
    await page.getByTestId('desk-history-open').click();
    const history = page.getByTestId('desk-history');
    // The drawer first lists every ended conversation; the search's answer replaces that list.
    const secondRows = history.locator('tbody tr').filter({ hasText: second.name });
    await secondRows.first().waitFor(WAIT);
    await history.getByTestId('desk-history-keyword').fill(first.name);
    await history.getByTestId('desk-history-search').click();
    const row = history.locator('tbody tr').filter({ hasText: first.name });
    await until(async () => ((await secondRows.count()) === 0 ? true : undefined), 'the search to leave out the second customer');
    await row.getByText('坐席结束').waitFor(WAIT);
    await row.click();
    const transcript = page.getByTestId('desk-transcript');
    await transcript.getByText('您好，请问是哪一款U盾？').waitFor(WAIT);
    await transcript.getByText('只读').waitFor(WAIT);
    await page.waitForTimeout(500); // the dialog's zoom-in
    await portal.screenshot(page, 'desk-history');
    await page.keyboard.press('Escape');
    await transcript.waitFor({ state: 'hidden', ...WAIT });
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden', ...WAIT });

    // A message left by a customer is counted, listed and marked handled.
    await customers.call(leaveMessage, { clientUid: 'slider-desk-e2e-4444', name: '王先生', phone: '13912345678', content: '证书更新失败，请回电' });
    await page.getByTestId('desk-left-messages-open').locator('..').locator('.ant-badge-count').getByText('1').waitFor(WAIT);
    await page.getByTestId('desk-left-messages-open').click();
    const left = page.getByTestId('desk-left-messages');
    const leftRow = left.locator('tbody tr').filter({ hasText: '证书更新失败，请回电' });
    await leftRow.getByTestId('desk-left-handle').click();
    await leftRow.getByText('已处理', { exact: true }).waitFor(WAIT);
    await leftRow.getByText(/客服坐席 张敏 已处理/).waitFor(WAIT);
    await portal.screenshot(page, 'desk-left-messages');
    await page.context().close();
  });

  it('an operator opening the desk is told it is for agents', async () => {
    const page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'operator01', 'Oper@2026');
    await page.getByTestId('staff-role').getByText('运营人员').waitFor(WAIT);
    await page.goto(`${portal.server.origin}/#/staff/desk`);
    await page.getByTestId('desk-refused').getByText('坐席工作台仅供客服坐席使用').waitFor(WAIT);
    await page.context().close();
  });
});
