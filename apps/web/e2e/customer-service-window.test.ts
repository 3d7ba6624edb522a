import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { getChatSettings, saveChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import { CHAT_SUGGEST_MAX, RELATED_QUESTION_BATCH_SIZE } from '@portal/contract/limits';
import { CHAT_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract/messages';
import { KB_SEED } from '../../server/src/db/seed/assistant/knowledge-base.ts';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { browserSession } from '../../server/test/support/browser-session.ts';
import { passSliderCaptcha } from '../../server/test/support/slider-captcha.ts';
import { screenshotOf, startPortal, WAIT, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

async function shoot(target: Locator, name: string) {
  await screenshotOf(target, name);
}

async function openWindow(page: Page) {
  await page.getByTestId('float-customer-service').click();
  const win = page.getByTestId('cs-window');
  await win.waitFor(WAIT);
  return win;
}

/** The operator's service hours (an empty range closes human service all day). */
async function setServiceHours(start: string, end: string) {
  const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;
  const tab = browserSession(portal.server);
  const reply = await tab.call(staffLogin, {
    loginName: operator.loginName,
    password: tab.secret(operator.password),
    captchaVerification: await passSliderCaptcha(portal.server),
  });
  tab.setToken(reply.token);
  const settings = await tab.call(getChatSettings, {});
  await tab.call(saveChatSettings, { ...settings, serviceHours: { start, end } });
}

describe('customer-service window', () => {
  it('is offered on portal pages and hidden with fromWY=1', async () => {
    const page = await portal.open('#/');
    await page.getByTestId('home').waitFor(WAIT);
    await page.getByTestId('floating-panel').getByRole('button', { name: CHAT_MESSAGES.titleOnline }).waitFor(WAIT);

    await page.goto(`${portal.server.origin}/#/?fromWY=1`);
    await page.getByTestId('home').waitFor(WAIT);
    await page.getByTestId('float-account-opening').waitFor(WAIT);
    // customer_display is read before the entry can show: give it the same time it had above.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('float-customer-service').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('opens with the greeting and the settings, closes with Esc and keeps the conversation', async () => {
    const page = await portal.open('#/');
    const win = await openWindow(page);
    await win.getByTestId('cs-title').getByText(CHAT_MESSAGES.titleOnline).waitFor(WAIT);
    await win.getByText(CHAT_MESSAGES.introduction).waitFor(WAIT);
    await expect(win.getByText(CHAT_MESSAGES.introduction).innerText()).resolves.toMatch(/^(早上好|上午好|中午好|下午好|晚上好)！/);

    // Recommended functions: three per group, arrows move between groups.
    const recommended = win.getByTestId('cs-recommended');
    await recommended.getByRole('button', { name: '企业网银登录' }).waitFor(WAIT);
    await expect(recommended.getByRole('button', { name: '上一组' }).isDisabled()).resolves.toBe(true);
    await recommended.getByRole('button', { name: '下一组' }).click();
    await recommended.getByRole('button', { name: '文档中心' }).waitFor(WAIT);
    await expect(recommended.getByRole('button', { name: '下一组' }).isDisabled()).resolves.toBe(true);
    await win.getByTestId('cs-quick-entries').getByRole('button', { name: '忘记密码' }).waitFor(WAIT);

    // Send is disabled while the field is empty; Enter on it says why.
    const input = win.getByTestId('cs-input');
    await expect(win.getByTestId('cs-send').isDisabled()).resolves.toBe(true);
    await input.focus();
    await input.press('Enter');
    await win.getByTestId('cs-input-error').getByText(CHAT_MESSAGES.emptyContent).waitFor(WAIT);
    // Ctrl+Enter inserts a newline instead of sending.
    await input.fill('第一行');
    await input.press('Control+Enter');
    await input.pressSequentially('第二行');
    await expect(input.inputValue()).resolves.toBe('第一行\n第二行');
    await shoot(win, 'customer-service-window');

    await input.press('Escape');
    await win.waitFor({ state: 'hidden', ...WAIT });
    await page.getByTestId('float-customer-service').click();
    await win.waitFor(WAIT);
    // Same window: the draft is still there.
    await expect(input.inputValue()).resolves.toBe('第一行\n第二行');
    await win.getByTestId('cs-close').click();
    await win.waitFor({ state: 'hidden', ...WAIT });
    await page.context().close();
  });

  it('/customer outside the service hours takes a message with field errors', async () => {
    await setServiceHours('09:00', '09:00');
    const page = await portal.open('#/customer?channel=4');
    const win = page.getByTestId('cs-window');
    await win.waitFor(WAIT);
    await expect(win.getByTestId('cs-close').count()).resolves.toBe(0);
    await win.getByRole('button', { name: '转人工' }).click();
    await win.getByRole('alertdialog').getByRole('button', { name: /确\s*定/ }).click();
    const form = win.getByTestId('cs-leave-message');
    await form.waitFor(WAIT);
    await win.getByText('当前不在人工客服服务时间').waitFor(WAIT);

    await form.getByLabel('联系人').fill('王先生');
    await form.getByLabel('手机号').fill('12345');
    await form.getByLabel('留言内容').fill('网银登录不上，请回电');
    await form.getByRole('button', { name: '提交留言' }).click();
    await form.getByText(VALIDATION_MESSAGES.phone).waitFor(WAIT);
    await expect(form.getByLabel('留言内容').inputValue()).resolves.toBe('网银登录不上，请回电');
    await shoot(page.locator('main'), 'customer-service-page-leave-message');

    await form.getByLabel('手机号').fill('13912345678');
    await form.getByRole('button', { name: '提交留言' }).click();
    await win.getByText('留言已提交').waitFor(WAIT);
    await setServiceHours('00:00', '24:00');
    await page.context().close();
  });
});

describe('accessibility of the window (axe, WCAG 2 A/AA)', () => {
  it('finds no violations in the open window with an answer, nor on /customer', async () => {
    const page = await portal.open('#/');
    const win = await openWindow(page);
    await win.getByTestId('cs-input').fill('U盾丢了怎么办');
    await win.getByTestId('cs-send').click();
    await win.getByTestId('cs-feedback').waitFor(WAIT);
    const inWindow = await new AxeBuilder({ page }).include('[data-testid="cs-window"]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(inWindow.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.goto(`${portal.server.origin}/#/customer`);
    await page.getByTestId('customer-screen').getByTestId('cs-window').waitFor(WAIT);
    const onPage = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(onPage.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.context().close();
  });
});

describe('bot mode', () => {
  it('answers about a screen of the portal with a link that opens it (issue 37)', async () => {
    const page = await portal.open('#/');
    const win = await openWindow(page);
    const input = win.getByTestId('cs-input');
    await input.fill('怎么吊销证书');
    await input.press('Enter');
    const link = win.getByTestId('cs-answer').last().getByTestId('cs-answer-link').first();
    await link.waitFor(WAIT);
    expect(await link.innerText()).toBe('#/center?tab=certificates');
    expect(await link.getAttribute('href')).toMatch(/#\/center\?tab=certificates$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it('answers, takes an unsatisfied verdict with a reason and offers a human agent', async () => {
    const page = await portal.open('#/');
    const win = await openWindow(page);
    const input = win.getByTestId('cs-input');
    await input.fill('U盾丢了怎么办');
    await input.press('Enter');
    await expect(input.inputValue()).resolves.toBe('');
    await win.getByTestId('cs-user-message').getByText('U盾丢了怎么办').waitFor(WAIT);
    const answer = win.getByTestId('cs-answer').last();
    await answer.getByText(/挂失/).first().waitFor(WAIT);
    await shoot(win, 'customer-service-bot-answer');

    const feedback = answer.getByTestId('cs-feedback');
    await feedback.getByRole('button', { name: /不\s*满\s*意/ }).click();
    await feedback.getByTestId('cs-feedback-done').getByText(CHAT_MESSAGES.feedbackReceived).waitFor(WAIT);
    // Locked: no more verdict buttons on this answer.
    await expect(feedback.getByRole('button', { name: /^满\s*意$/ }).count()).resolves.toBe(0);
    const submit = feedback.getByRole('button', { name: /提\s*交/ });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await feedback.getByText('答非所问').click();
    await expect(submit.isDisabled()).resolves.toBe(false);

    // The offer to switch to a human follows the unsatisfying answer.
    const offer = win.getByText(CHAT_MESSAGES.offerHuman);
    await offer.waitFor(WAIT);
    await shoot(win, 'customer-service-bot');
    await submit.click();
    // The reasons close once the server has the verdict.
    await feedback.getByText('答非所问').waitFor({ state: 'detached', ...WAIT });

    await win.getByTestId('cs-offer-human').click();
    await win.getByRole('alertdialog').getByText('是否为您转接人工客服').waitFor(WAIT);
    await win.getByRole('alertdialog').getByRole('button', { name: /取\s*消/ }).click();
    await win.getByRole('alertdialog').waitFor({ state: 'hidden', ...WAIT });

    // Asking for a human in words opens the same confirmation.
    await input.fill('转人工');
    await input.press('Enter');
    await win.getByRole('alertdialog').waitFor(WAIT);
    await page.context().close();
  });

  it('suggests questions while typing; a click asks it', async () => {
    const page = await portal.open('#/');
    const win = await openWindow(page);
    await win.getByTestId('cs-input').pressSequentially('U盾', { delay: 50 });
    const suggestions = win.getByTestId('cs-suggestions');
    await suggestions.waitFor(WAIT);
    const items = suggestions.getByRole('button');
    await expect(items.count()).resolves.toBe(CHAT_SUGGEST_MAX);
    for (const text of await items.allInnerTexts()) expect(text).toContain('U盾');
    const first = (await items.first().innerText()).trim();
    await items.first().click();
    await win.getByTestId('cs-user-message').getByText(first).waitFor(WAIT);
    await win.getByTestId('cs-answer').waitFor(WAIT);
    await expect(win.getByTestId('cs-suggestions').count()).resolves.toBe(0);
    await expect(win.getByTestId('cs-input').inputValue()).resolves.toBe('');
    await page.context().close();
  });

  it('offers related questions in batches; 换一批 shows the next ones and a choice is answered', async () => {
    const page = await portal.open('#/');
    const win = await openWindow(page);
    await win.getByTestId('cs-input').fill('登录密码');
    await win.getByTestId('cs-send').click();
    const related = win.getByTestId('cs-related');
    await related.waitFor(WAIT);
    const firstBatch = await related.getByRole('button').allInnerTexts();
    expect(firstBatch).toHaveLength(RELATED_QUESTION_BATCH_SIZE);
    await win.getByRole('button', { name: CHAT_MESSAGES.changeBatch }).click();
    await expect
      .poll(async () => related.getByRole('button').allInnerTexts(), WAIT)
      .not.toEqual(firstBatch);
    const secondBatch = await related.getByRole('button').allInnerTexts();
    expect(secondBatch.some((q) => firstBatch.includes(q))).toBe(false);
    await related.getByRole('button').first().click();
    await win.getByTestId('cs-user-message').getByText(secondBatch[0]!).waitFor(WAIT);
    await win.getByTestId('cs-feedback').waitFor(WAIT);

    // A short question with one clear match is answered at once, without a list (issue 20).
    await win.getByTestId('cs-input').fill('怎么改手机号');
    await win.getByTestId('cs-send').click();
    await win.getByTestId('cs-user-message').getByText('怎么改手机号').waitFor(WAIT);
    const direct = win.getByTestId('cs-answer').last();
    const expected = KB_SEED.find((e) => e.id === 'kb-0068')!.answer;
    await direct.getByText(expected.slice(0, 12)).waitFor(WAIT);
    await direct.getByTestId('cs-feedback').waitFor(WAIT);
    await expect(direct.getByTestId('cs-related').count()).resolves.toBe(0);
    await shoot(win, 'customer-service-short-question');
    await page.context().close();
  });
});
