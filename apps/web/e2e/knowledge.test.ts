import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kbEntries } from '../../server/src/db/schema/assistant.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffLoginInBrowser } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('the knowledge-base console', () => {
  it('an operator searches, edits an answer and sees it saved and answered', async () => {
    const page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'operator01', 'Oper@2026');
    await page.getByTestId('staff-role').getByText('运营人员').waitFor(WAIT);
    const entry = page.getByTestId('staff-entry-knowledge');
    await entry.getByText('智能客服知识库').waitFor(WAIT);
    await expect(entry.getAttribute('href')).resolves.toBe('#/staff/knowledge');
    await entry.click();
    await waitForHash(page, '#/staff/knowledge');

    const table = page.getByTestId('kb-table');
    await table.getByText('kb-0001').waitFor(WAIT);
    await page.getByText(/共 \d+ 条/).waitFor(WAIT);
    await portal.screenshot(page, 'staff-knowledge');

    // Search narrows the list.
    const search = page.getByTestId('kb-search').locator('input');
    await search.fill('U盾丢了');
    await search.press('Enter');
    await table.getByText('U盾丢了怎么办？').waitFor(WAIT);
    await page.getByText('共 1 条').waitFor(WAIT);

    // Edit: a cleared answer is refused at the field, the other fields keep what was typed.
    await page.getByTestId('kb-edit-kb-0030').click();
    const drawer = page.getByTestId('kb-drawer');
    await drawer.getByText('编辑知识 kb-0030').waitFor(WAIT);
    const answer = drawer.getByTestId('kb-answer');
    await answer.fill('');
    await drawer.getByTestId('kb-save').click();
    await drawer.getByText('答案至少5个字').waitFor(WAIT);
    const newAnswer = 'U盾丢失请立即拨打客服热线口头挂失，再携带营业执照和经办人身份证到开户网点办理正式挂失并换领新U盾。';
    await answer.fill(newAnswer);
    await drawer.getByRole('button', { name: '添加问法' }).click();
    await drawer.getByLabel('相似问法 4').fill('公司的UKey不见了');
    await portal.screenshot(page, 'staff-knowledge-edit');
    await drawer.getByTestId('kb-save').click();
    await page.getByText('已保存，智能客服将按新内容回答').waitFor(WAIT);
    await drawer.waitFor({ state: 'hidden', ...WAIT });

    const [row] = await portal.server.app.database.db.select().from(kbEntries).where(eq(kbEntries.id, 'kb-0030'));
    expect(row!.answer).toBe(newAnswer);
    expect(row!.similarQuestions).toContain('公司的UKey不见了');
    expect(row!.updatedBy).toBe('运营人员 陈静');
    await table.getByText('运营人员 陈静').waitFor(WAIT);

    // The assistant answers with the new text at once.
    const reply = await portal.server.app.assistant.ask({ dataResult: '公司的UKey不见了', sessionNumber: `e2e-${randomUUID()}`, systemToken: 'qjhlwmh' });
    expect(reply.suggestAnswer).toBe(newAnswer);

    // After a reload the saved answer is what the editor shows.
    await page.reload();
    await page.getByTestId('kb-table').getByText('kb-0001').waitFor(WAIT);
    await page.getByTestId('kb-search').locator('input').fill('kb-0030');
    await page.getByTestId('kb-search').locator('input').press('Enter');
    await page.getByTestId('kb-edit-kb-0030').click();
    await expect(page.getByTestId('kb-drawer').getByTestId('kb-answer').inputValue()).resolves.toBe(newAnswer);
    await page.getByTestId('kb-drawer').getByRole('button', { name: /取\s*消/ }).click();

    await page.getByRole('tab', { name: '问答统计' }).click();
    await page.getByTestId('kb-stats').getByText('最常命中的知识').waitFor(WAIT);
    await portal.screenshot(page, 'staff-knowledge-stats');
    await page.context().close();
  });

  it('an agent is told the console is for operators', async () => {
    const page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'agent01', 'Agent@2026');
    await page.getByTestId('staff-role').getByText('客服坐席').waitFor(WAIT);
    await page.evaluate(() => {
      window.location.hash = '#/staff/knowledge';
    });
    await waitForHash(page, '#/staff/knowledge');
    await page.getByText('此页面仅供运营人员使用').waitFor(WAIT);
    await expect(page.getByTestId('kb-table').count()).resolves.toBe(0);
    await page.context().close();
  });
});
