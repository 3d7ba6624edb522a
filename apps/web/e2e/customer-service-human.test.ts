import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { deskAccept } from '@portal/contract/calls/desk/desk-accept';
import { deskConversation } from '@portal/contract/calls/desk/desk-conversation';
import { deskEnd } from '@portal/contract/calls/desk/desk-end';
import { deskOverview } from '@portal/contract/calls/desk/desk-overview';
import { deskSend } from '@portal/contract/calls/desk/desk-send';
import { deskSetStatus } from '@portal/contract/calls/desk/desk-set-status';
import { CHAT_MESSAGES, EVALUATION_MESSAGES } from '@portal/contract/messages';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { type BrowserSession } from '../../server/test/support/browser-session.ts';
import { pngBytes } from '../../server/test/support/images.ts';
import { screenshotOf, startPortal, WAIT, type Portal } from './support/portal.ts';
import { openServiceAllDay, staffApi, until } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const staffTabs = new Map<string, BrowserSession>();

/** A staff member's tab talking to the server directly (the desk screen has journeys of its own). */
async function staffTab(who: { loginName: string; password: string }): Promise<BrowserSession> {
  const kept = staffTabs.get(who.loginName);
  if (kept) return kept;
  const tab = await staffApi(portal.server, who);
  staffTabs.set(who.loginName, tab);
  return tab;
}

const [agentOne] = DEMO_STAFF;

/** A picture of one part of the screen (the fixed window scrolls away on a full-page shot). */
async function shoot(target: Locator, name: string) {
  await screenshotOf(target, name);
}

/** WCAG 2 A/AA problems inside one part of the page, as `rule: elements`. */
/** Axe findings in `selector`, measured once transitions have ended (a tag half-way to its checked colours fails contrast). */
async function axe(page: Page, selector: string): Promise<string[]> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length), WAIT).toBe(0);
  const result = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openWindow(page: Page) {
  await page.getByTestId('float-customer-service').click();
  const win = page.getByTestId('cs-window');
  await win.waitFor(WAIT);
  return win;
}

describe('customer-service window with a human agent', () => {
  it('hands over, talks, sends a picture, is ended by the agent and rates the service', async () => {
    await openServiceAllDay(portal.server);
    const page = await portal.open('#/');
    const win = await openWindow(page);
    await win.getByTestId('cs-title').getByText(CHAT_MESSAGES.titleOnline).waitFor(WAIT);

    // Pictures go only to a human.
    await win.getByTestId('cs-image-button').click();
    await win.getByTestId('cs-input-error').getByText(CHAT_MESSAGES.imageOnlyToHuman).waitFor(WAIT);

    await win.getByRole('button', { name: '转人工' }).click();
    const confirm = win.getByRole('alertdialog');
    await confirm.getByText('是否为您转接人工客服').waitFor(WAIT);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await win.getByTestId('cs-queue').getByText(/您前面还有 0 位客户|已为您分配客服/).waitFor(WAIT);
    await expect(win.getByTestId('cs-input').isDisabled()).resolves.toBe(true);

    // The agent comes online, is offered the conversation and accepts it.
    const agent = await staffTab(agentOne!);
    await agent.call(deskSetStatus, { status: 'online' });
    const uuid = await until(async () => (await agent.call(deskOverview, {})).queue.find((q) => q.assignedToMe)?.uuid, 'the offer');
    await agent.call(deskAccept, { uuid });
    await win.getByTestId('cs-title').getByText(CHAT_MESSAGES.titleHuman).waitFor(WAIT);
    await win.getByTestId('cs-notice').getByText(/为您服务/).waitFor(WAIT);

    await agent.call(deskSend, { uuid, text: '您好，请问U盾遇到了什么问题？' });
    await win.getByTestId('cs-agent-message').getByText('您好，请问U盾遇到了什么问题？').waitFor(WAIT);

    // < > & are refused at the field and the text stays for correcting.
    const input = win.getByTestId('cs-input');
    await input.fill('插上后显示 <未识别>');
    await input.press('Enter');
    await win.getByTestId('cs-input-error').getByText(CHAT_MESSAGES.humanForbiddenChars).waitFor(WAIT);
    await expect(input.inputValue()).resolves.toBe('插上后显示 <未识别>');

    await input.fill('插上电脑后没有任何反应');
    await input.press('Enter');
    await win.getByTestId('cs-user-message').getByText('插上电脑后没有任何反应').waitFor(WAIT);
    await expect(input.inputValue()).resolves.toBe('');
    await until(async () => {
      const view = await agent.call(deskConversation, { uuid, after: 0 });
      return view.messages.some((m) => m.body === '插上电脑后没有任何反应') ? true : undefined;
    }, 'the agent to receive the text');

    // A picture of the wrong type is refused before upload; a PNG goes to the agent.
    const picker = win.getByTestId('cs-image-input');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await win.getByTestId('cs-input-error').getByText(CHAT_MESSAGES.imageFormat).waitFor(WAIT);
    await picker.setInputFiles({ name: 'ukey.png', mimeType: 'image/png', buffer: pngBytes(320, 200) });
    await win.getByTestId('cs-user-image').waitFor(WAIT);
    await until(async () => {
      const view = await agent.call(deskConversation, { uuid, after: 0 });
      return view.messages.some((m) => m.kind === 'image' && m.sender === 'customer') ? true : undefined;
    }, 'the agent to receive the picture');
    await expect(win.getByTestId('cs-user-image').getByText(CHAT_MESSAGES.imageUploadFailed).count()).resolves.toBe(0);
    await shoot(win, 'customer-service-human');
    await expect(axe(page, '[data-testid="cs-window"]')).resolves.toEqual([]);

    // The agent ends: the window says so, goes back to the robot and offers reconnect and rating.
    await agent.call(deskEnd, { uuid });
    const ended = win.getByTestId('cs-ended');
    await ended.getByText(CHAT_MESSAGES.switchedToBot).waitFor(WAIT);
    await win.getByTestId('cs-title').getByText(CHAT_MESSAGES.titleOnline).waitFor(WAIT);
    await ended.getByRole('button', { name: '重新连接' }).waitFor(WAIT);

    await ended.getByTestId('cs-rate').click();
    const dialog = page.getByRole('dialog', { name: EVALUATION_MESSAGES.title });
    await dialog.getByTestId('cs-rating-label').getByText(EVALUATION_MESSAGES.notRated).waitFor(WAIT);
    const stars = dialog.locator('.ant-rate-star');
    await stars.nth(1).click();
    await dialog.getByText(EVALUATION_MESSAGES.apology).waitFor(WAIT);
    await dialog.getByRole('button', { name: '提交评价' }).click();
    await dialog.getByRole('alert').getByText(EVALUATION_MESSAGES.reasonRequired).waitFor(WAIT);
    await dialog.getByText('等待时间太长').click();
    await dialog.getByPlaceholder(EVALUATION_MESSAGES.suggestionPlaceholder).fill('希望能更快接入');
    await shoot(dialog, 'customer-service-rating');
    await expect(axe(page, '.ant-modal')).resolves.toEqual([]);
    // At the top score the reasons are cleared and hidden.
    await stars.nth(4).click();
    await expect(dialog.getByText(EVALUATION_MESSAGES.apology).count()).resolves.toBe(0);
    await stars.nth(1).click();
    await dialog.getByText('等待时间太长').click();
    await dialog.getByRole('button', { name: '提交评价' }).click();
    await page.getByTestId('cs-rating-success').getByText(EVALUATION_MESSAGES.success).waitFor(WAIT);
    await page.getByRole('button', { name: /知\s*道\s*了/ }).click();
    await ended.getByText('已评价').waitFor(WAIT);
    await page.context().close();
  });
});
