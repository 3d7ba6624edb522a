import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { askQuestion, BOT_SOURCE_TYPES } from '@portal/contract/calls/customer-service/ask-question';
import { evaluateAndFeedback } from '@portal/contract/calls/customer-service/evaluate-and-feedback';
import { KB_FIELD_MESSAGES } from '@portal/contract/calls/operator/knowledge-fields';
import { knowledgeCreate } from '@portal/contract/calls/operator/knowledge-create';
import { knowledgeDelete } from '@portal/contract/calls/operator/knowledge-delete';
import { knowledgeGet } from '@portal/contract/calls/operator/knowledge-get';
import { knowledgeList } from '@portal/contract/calls/operator/knowledge-list';
import { knowledgeSetEnabled } from '@portal/contract/calls/operator/knowledge-set-enabled';
import { knowledgeStats } from '@portal/contract/calls/operator/knowledge-stats';
import { knowledgeUpdate } from '@portal/contract/calls/operator/knowledge-update';
import { ERRORS } from '@portal/contract/errors';
import { kbEntries } from '../src/db/schema/assistant.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { KB_SEED } from '../src/db/seed/assistant/knowledge-base.ts';
import { seed } from '../src/db/seed/seed.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let operator: BrowserSession;
let customer: BrowserSession;
beforeAll(async () => {
  server = await startTestServer();
  operator = browserSession(server);
  await loginStaff(operator, 'operator01');
  customer = browserSession(server);
});
afterAll(() => server.close());

async function loginStaff(tab: BrowserSession, loginName: string) {
  await logInStaff(server, tab, DEMO_STAFF.find((s) => s.loginName === loginName)!);
}

const ask = (text: string, session = `op-${randomUUID()}`) =>
  customer.call(askQuestion, { dataResult: text, sessionNumber: session, systemToken: 'qjhlwmh' });

describe('who may edit the knowledge base', () => {
  it('refuses visitors, customers and agents', async () => {
    const visitor = browserSession(server);
    expect((await failure(visitor.call(knowledgeList, { pageNo: 1, pageSize: 10 }))).code).toBe(ERRORS.NOT_LOGGED_IN.code);

    const person = browserSession(server);
    const [demo] = DEMO_CUSTOMERS;
    const login = await person.call(passwordLogin, {
      loginName: demo.loginName,
      password: person.secret(demo.password),
      captchaVerification: await passSliderCaptcha(server),
    });
    person.setToken(login.token);
    expect((await failure(person.call(knowledgeList, { pageNo: 1, pageSize: 10 }))).code).toBe(ERRORS.WRONG_ROLE.code);

    const agent = browserSession(server);
    await loginStaff(agent, 'agent01');
    // One call at a time: a call started before its turn would reject with nobody awaiting it.
    for (const attempt of [
      () => agent.call(knowledgeList, { pageNo: 1, pageSize: 10 }),
      () => agent.call(knowledgeUpdate, { id: 'kb-0001', category: '登录问题', question: '改不了', similarQuestions: [], answer: '代理人不能修改答案。' }),
      () => agent.call(knowledgeStats, {}),
    ]) {
      const err = await failure(attempt());
      expect(err.code).toBe(ERRORS.WRONG_ROLE.code);
      expect(err.message).toBe(ERRORS.WRONG_ROLE.msg);
    }
  });
});

describe('operators edit the knowledge base', () => {
  it('lists with paging, searches words and filters by category and state', async () => {
    const page1 = await operator.call(knowledgeList, { pageNo: 1, pageSize: 20 });
    expect(page1.total).toBe(KB_SEED.length);
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toMatchObject({ id: 'kb-0001', category: '登录问题', enabled: true, updatedBy: null });
    expect(page1.categories).toContain('U盾与数字证书');
    const page12 = await operator.call(knowledgeList, { pageNo: 12, pageSize: 20 });
    expect(page12.items.length).toBe(KB_SEED.length - 11 * 20);

    const search = await operator.call(knowledgeList, { keyword: '询证函', pageNo: 1, pageSize: 50 });
    expect(search.total).toBeGreaterThanOrEqual(2);
    for (const e of search.items) expect(JSON.stringify(e)).toContain('询证函');
    const byCategory = await operator.call(knowledgeList, { category: '特殊资产', pageNo: 1, pageSize: 50 });
    expect(byCategory.items.every((e) => e.category === '特殊资产')).toBe(true);
    expect((await operator.call(knowledgeList, { keyword: '100%_', pageNo: 1, pageSize: 10 })).total).toBe(0);
    const tooBig = await failure(operator.call(knowledgeList, { pageNo: 1, pageSize: 1000 }));
    expect(tooBig.field).toBe('pageSize');
  });

  it('changes an answer: the very next question gets the new text', async () => {
    const before = await ask('证书延期要钱吗');
    expect(before.matchedQuestion).toBe('证书延期需要收费吗？');
    const { entry } = await operator.call(knowledgeGet, { id: 'kb-0036' });
    const newAnswer = '证书在线延期免费办理。如需更换U盾，按网点公示的标准收取工本费。';
    const updated = await operator.call(knowledgeUpdate, { ...entry, similarQuestions: [...entry.similarQuestions, '续证书收费标准'], answer: newAnswer });
    expect(updated.entry).toMatchObject({ id: 'kb-0036', answer: newAnswer, updatedBy: DEMO_STAFF.find((s) => s.loginName === 'operator01')!.displayName });
    expect(updated.entry.similarQuestions).toContain('续证书收费标准');
    const after = await ask('证书延期要钱吗');
    expect(after.suggestAnswer).toBe(newAnswer);
    expect((await ask('续证书收费标准')).matchedQuestion).toBe('证书延期需要收费吗？');
  });

  it('creates an entry the assistant answers with at once, with the next free id', async () => {
    const created = await operator.call(knowledgeCreate, {
      category: '企业网银业务',
      question: '票据业务可以在网银上办理吗？',
      similarQuestions: ['电子商业汇票怎么开', '网银能开承兑汇票吗', '电子商业汇票怎么开'],
      answer: '企业网银支持电子商业汇票的出票、承兑、背书和提示付款，请在“票据业务”菜单中办理，每一步都需要U盾签名。',
    });
    expect(created.entry.id).toBe(`kb-${String(KB_SEED.length + 1).padStart(4, '0')}`);
    expect(created.entry.similarQuestions).toEqual(['电子商业汇票怎么开', '网银能开承兑汇票吗']);
    const reply = await ask('网银上怎么开电子商业汇票');
    expect(reply).toMatchObject({ sourceType: BOT_SOURCE_TYPES.answer, matchedQuestion: '票据业务可以在网银上办理吗？' });
  });

  it('refuses a phrasing another entry already has, and bad fields with Chinese messages', async () => {
    const dup = await failure(
      operator.call(knowledgeCreate, { category: '登录问题', question: '忘记登录密码怎么办', similarQuestions: [], answer: '重复的问题不应保存。' }),
    );
    expect(dup.code).toBe(ERRORS.KB_DUPLICATE_QUESTION.code);
    expect(dup.message).toContain('kb-0002');
    const short = await failure(operator.call(knowledgeCreate, { category: '登录问题', question: '问', similarQuestions: [], answer: '答案内容足够长。' }));
    expect(short).toMatchObject({ code: ERRORS.VALIDATION.code, field: 'question', message: KB_FIELD_MESSAGES.questionTooShort });
    const noAnswer = await failure(operator.call(knowledgeCreate, { category: '登录问题', question: '一个新问题', similarQuestions: [], answer: '  ' }));
    expect(noAnswer).toMatchObject({ field: 'answer', message: KB_FIELD_MESSAGES.answerTooShort });
    const tooMany = await failure(
      operator.call(knowledgeCreate, { category: '登录问题', question: '一个新问题', similarQuestions: Array.from({ length: 11 }, (_, i) => `问法${i}`), answer: '答案内容足够长。' }),
    );
    expect(tooMany).toMatchObject({ field: 'similarQuestions', message: KB_FIELD_MESSAGES.similarTooMany });
    const missing = await failure(operator.call(knowledgeGet, { id: 'kb-9999' }));
    expect(missing.code).toBe(ERRORS.KB_ENTRY_NOT_FOUND.code);
  });

  it('disables an entry out of the answers and enables it back', async () => {
    expect((await ask('外汇牌价在哪里看')).sourceType).toBe(BOT_SOURCE_TYPES.answer);
    const off = await operator.call(knowledgeSetEnabled, { id: 'kb-0097', enabled: false });
    expect(off.entry.enabled).toBe(false);
    expect((await ask('外汇牌价在哪里看')).matchedQuestion).not.toBe('外汇牌价在哪里看？');
    expect((await operator.call(knowledgeList, { state: 'disabled', pageNo: 1, pageSize: 10 })).items.map((e) => e.id)).toContain('kb-0097');
    await operator.call(knowledgeSetEnabled, { id: 'kb-0097', enabled: true });
    expect((await ask('外汇牌价在哪里看')).matchedQuestion).toBe('外汇牌价在哪里看？');
  });

  it('deletes an unused entry for good (a restart does not seed it again) and disables a used one', async () => {
    expect(await operator.call(knowledgeDelete, { id: 'kb-0213' })).toEqual({ outcome: 'deleted' });
    await seed(server.app.database.db);
    const rows = await server.app.database.db.select().from(kbEntries).where(eq(kbEntries.id, 'kb-0213'));
    expect(rows).toEqual([]);

    await ask('U盾驱动怎么安装？');
    expect(await operator.call(knowledgeDelete, { id: 'kb-0027' })).toEqual({ outcome: 'disabled' });
    expect((await operator.call(knowledgeGet, { id: 'kb-0027' })).entry.enabled).toBe(false);
  });

  it('shows what customers asked: totals, most asked, most disliked', async () => {
    const session = `op-${randomUUID()}`;
    const turn = await ask('U盾密码忘了怎么办', session);
    await customer.call(evaluateAndFeedback, {
      turnId: turn.turnId!,
      dataResult: 'faqDissatisfied',
      question: 'U盾密码忘了怎么办',
      reasons: ['答非所问'],
      sessionNumber: session,
      systemToken: 'qjhlwmh',
    });
    const stats = await operator.call(knowledgeStats, {});
    expect(stats.totals.turns).toBe(stats.totals.answered + stats.totals.related + stats.totals.notUnderstood);
    expect(stats.totals.answered).toBeGreaterThan(0);
    expect(stats.mostAsked.length).toBeGreaterThan(0);
    expect(stats.mostDisliked).toContainEqual(expect.objectContaining({ id: 'kb-0031', dissatisfied: 1, satisfied: 0 }));
  });
});

describe('several instances', () => {
  it('rebuilds its index when another instance announces a change on kb_changed', async () => {
    const db = server.app.database.db;
    await db.update(kbEntries).set({ answer: '另一实例修改后的答案：请携带U盾到网点重置密码。' }).where(eq(kbEntries.id, 'kb-0031'));
    const { sql } = await import('drizzle-orm');
    await db.execute(sql`select pg_notify('kb_changed', 'other-instance')`);
    await expect.poll(async () => (await ask('U盾密码忘了怎么办')).suggestAnswer, { timeout: 5_000 }).toBe('另一实例修改后的答案：请携带U盾到网点重置密码。');
  });
});
