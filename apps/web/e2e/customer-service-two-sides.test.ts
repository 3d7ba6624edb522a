import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHAT_MESSAGES, EVALUATION_MESSAGES } from '@portal/contract/messages';
import { pngBytes } from '../../server/test/support/images.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { openServiceAllDay, staffLoginInBrowser } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
  await openServiceAllDay(portal.server);
});
afterAll(() => portal.close());

async function deskReady(page: Page) {
  await staffLoginInBrowser(page, portal.server, 'agent01', 'Agent@2026');
  await waitForHash(page, '#/staff');
  await page.getByTestId('staff-entry-agent-desk').click();
  await waitForHash(page, '#/staff/desk');
  await page.getByTestId('desk-status').getByText('在线', { exact: true }).click();
  await page.getByTestId('desk-status-hint').waitFor({ state: 'detached', ...WAIT });
}

describe('customer and agent, each in their own browser', () => {
  it('bot answer, hand-over, the agent accepts in the desk, text and pictures both ways, the agent ends, the customer rates', async () => {
    // The agent is at the desk and online before the customer asks.
    const desk = await portal.open('#/staff/login');
    await deskReady(desk);

    // The customer asks the assistant and gets an answer from the knowledge base.
    const page = await portal.open('#/');
    await page.getByTestId('float-customer-service').click();
    const win = page.getByTestId('cs-window');
    await win.waitFor(WAIT);
    const input = win.getByTestId('cs-input');
    await input.fill('忘记登录密码怎么办');
    await input.press('Enter');
    await win.getByTestId('cs-answer').last().getByText(/密码/).waitFor(WAIT);

    // Asking for a human in words opens the confirmation; confirming connects.
    await input.fill('转人工');
    await input.press('Enter');
    const confirm = win.getByRole('alertdialog');
    await confirm.getByText('是否为您转接人工客服').waitFor(WAIT);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();

    // The desk is offered the customer and accepts; the bot question is in the transcript.
    const offer = desk.getByTestId('desk-queue-item').filter({ hasText: '分配给您' }).first();
    await offer.getByTestId('desk-accept').click();
    const conversation = desk.getByTestId('desk-conversation');
    await conversation.getByTestId('desk-conversation-state').getByText('服务中').waitFor(WAIT);
    await desk.getByTestId('desk-bot-transcript').getByText('忘记登录密码怎么办').waitFor(WAIT);
    await win.getByTestId('cs-title').getByText(CHAT_MESSAGES.titleHuman).waitFor(WAIT);

    // Text both ways.
    await desk.getByTestId('desk-input').fill('您好，我是客服张敏，请问还有什么问题？');
    await desk.getByTestId('desk-input').press('Enter');
    await win.getByTestId('cs-agent-message').getByText('您好，我是客服张敏，请问还有什么问题？').waitFor(WAIT);
    await input.fill('重置密码时收不到短信验证码');
    await input.press('Enter');
    await conversation.locator('[data-sender="customer"]').getByText('重置密码时收不到短信验证码').waitFor(WAIT);

    // Pictures both ways.
    await win.getByTestId('cs-image-input').setInputFiles({ name: 'sms.png', mimeType: 'image/png', buffer: pngBytes(300, 180) });
    await conversation.locator('[data-sender="customer"]').getByTestId('desk-message-image').waitFor(WAIT);
    await desk.getByTestId('desk-image-input').setInputFiles({ name: 'steps.png', mimeType: 'image/png', buffer: pngBytes(200, 120) });
    await win.getByTestId('cs-agent-image').locator('img').waitFor(WAIT);
    // Both sides really show them: the desk from its cookie, the window from its own sealed call.
    await page.waitForFunction(
      () => {
        const shown = (selector: string) => Array.from(document.querySelectorAll<HTMLImageElement>(selector)).filter((img) => img.complete && img.naturalWidth > 0);
        const atWindow = shown('[data-testid="cs-agent-image"] img');
        return atWindow.length === 1 && atWindow[0]!.src.startsWith('blob:');
      },
      undefined,
      WAIT,
    );
    await desk.waitForFunction(
      () => Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="desk-message"] img')).filter((img) => img.complete && img.naturalWidth > 0).length === 2,
      undefined,
      WAIT,
    );

    // The agent ends; the customer is told and rates the service.
    await desk.getByTestId('desk-end').click();
    await desk.getByTestId('desk-end-ok').click();
    await desk.getByTestId('desk-ended').waitFor(WAIT);
    const ended = win.getByTestId('cs-ended');
    await ended.getByText(CHAT_MESSAGES.switchedToBot).waitFor(WAIT);
    await ended.getByTestId('cs-rate').click();
    const dialog = page.getByRole('dialog', { name: EVALUATION_MESSAGES.title });
    await dialog.locator('.ant-rate-star').nth(4).click();
    await dialog.getByRole('button', { name: '提交评价' }).click();
    await page.getByTestId('cs-rating-success').getByText(EVALUATION_MESSAGES.success).waitFor(WAIT);
    await portal.screenshot(desk, 'two-sides-desk-after-end');
    await page.context().close();
    await desk.context().close();
  });
});
