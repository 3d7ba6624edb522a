import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { askQuestion, BOT_SOURCE_TYPES } from '@portal/contract/calls/customer-service/ask-question';
import { evaluateAndFeedback } from '@portal/contract/calls/customer-service/evaluate-and-feedback';
import { findAll } from '@portal/contract/calls/customer-service/find-all';
import { ERRORS } from '@portal/contract/errors';
import { CHAT_SUGGEST_MAX, CHAT_TEXT_MAX, RELATED_QUESTION_BATCH_SIZE } from '@portal/contract/limits';
import { CHAT_MESSAGES } from '@portal/contract/messages';
import { botTurns, kbEntries } from '../src/db/schema/assistant.ts';
import { KB_CATEGORIES } from '../src/db/seed/assistant/knowledge-base.ts';
import { browserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
/** One browser tab asks everything (a tab per question would spend the handshake limit); sessions differ by sessionNumber. */
let tab: ReturnType<typeof browserSession>;
beforeAll(async () => {
  server = await startTestServer();
  tab = browserSession(server);
});
afterAll(() => server.close());

const newSession = () => `bot-${randomUUID()}`;

function ask(sessionNumber: string, dataResult: string, associate?: boolean) {
  return tab.call(askQuestion, { dataResult, sessionNumber, systemToken: 'qjhlwmh', ...(associate ? { associate } : {}) });
}

async function hits(id: string): Promise<number> {
  const rows = await server.app.database.db.select({ hits: kbEntries.hits }).from(kbEntries).where(eq(kbEntries.id, id));
  return rows[0]!.hits;
}

describe('askQuestion', () => {
  it('answers a clear question directly, logs the turn and counts the hit', async () => {
    const session = newSession();
    const before = await hits('kb-0030');
    const reply = await ask(session, '我的UKey丢了怎么办？');
    expect(reply).toMatchObject({
      sourceType: BOT_SOURCE_TYPES.answer,
      matchedQuestion: 'U盾丢了怎么办？',
      confirmQuestions: [],
      suggestQuestion: [],
      showFeedback: true,
      wantsHuman: false,
    });
    expect(reply.suggestAnswer).toContain('挂失');
    expect(reply.turnId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await hits('kb-0030')).toBe(before + 1);
    const [turn] = await server.app.database.db.select().from(botTurns).where(eq(botTurns.id, reply.turnId!));
    expect(turn).toMatchObject({ sessionNumber: session, question: '我的UKey丢了怎么办？', entryId: 'kb-0030', sourceType: 0, feedback: null });
  });

  it('answers synonyms the same way: 网上银行的额度 is 网银的限额', async () => {
    const reply = await ask(newSession(), '企业网上银行转账额度是多少');
    expect(reply.sourceType).toBe(BOT_SOURCE_TYPES.answer);
    expect(reply.matchedQuestion).toBe('企业网银转账限额是多少？');
  });

  it('answers a short colloquial question directly when one entry clearly leads (issue 20)', async () => {
    for (const [question, matched] of [
      ['怎么改手机号', '怎么修改绑定的手机号？'],
      ['如何注销', '怎么注销门户账户？'],
    ] as const) {
      const reply = await ask(newSession(), question);
      expect(reply, question).toMatchObject({ sourceType: BOT_SOURCE_TYPES.answer, matchedQuestion: matched, confirmQuestions: [], showFeedback: true });
    }
  });

  it('offers related questions (two batches at most) when several entries fit', async () => {
    const reply = await ask(newSession(), '登录密码');
    expect(reply.sourceType).toBe(BOT_SOURCE_TYPES.related);
    expect(reply.suggestAnswer).toBe('');
    expect(reply.showFeedback).toBe(false);
    expect(reply.confirmQuestions.length).toBeGreaterThan(RELATED_QUESTION_BATCH_SIZE);
    expect(reply.confirmQuestions.length).toBeLessThanOrEqual(RELATED_QUESTION_BATCH_SIZE * 2);
    expect(reply.confirmQuestions.map((q) => q.question)).toEqual(expect.arrayContaining(['忘记登录密码怎么办？', '怎么修改登录密码？']));
    // Choosing one sends its words back: an exact phrasing is answered directly.
    const chosen = await ask(newSession(), '怎么修改登录密码？');
    expect(chosen).toMatchObject({ sourceType: BOT_SOURCE_TYPES.answer, matchedQuestion: '怎么修改登录密码？' });
  });

  it('says it did not understand what the knowledge base never mentions', async () => {
    const reply = await ask(newSession(), '今天天气怎么样');
    expect(reply).toMatchObject({
      sourceType: BOT_SOURCE_TYPES.notUnderstood,
      suggestAnswer: CHAT_MESSAGES.notUnderstood,
      confirmQuestions: [],
      showFeedback: false,
    });
    expect(reply.turnId).not.toBeNull();
  });

  it('suggests questions while typing, without logging them', async () => {
    const session = newSession();
    const reply = await ask(session, 'U盾', true);
    expect(reply).toMatchObject({ turnId: null, sourceType: BOT_SOURCE_TYPES.associate, suggestAnswer: '', showFeedback: false });
    expect(reply.suggestQuestion.length).toBe(CHAT_SUGGEST_MAX);
    for (const q of reply.suggestQuestion) expect(q).toContain('U盾');
    const logged = await server.app.database.db.select().from(botTurns).where(eq(botTurns.sessionNumber, session));
    expect(logged).toEqual([]);
  });

  it('notices a request for a human agent', async () => {
    expect((await ask(newSession(), '转人工')).wantsHuman).toBe(true);
    expect((await ask(newSession(), '我要人工客服！')).wantsHuman).toBe(true);
    const question = await ask(newSession(), '人工客服几点上班');
    expect(question.wantsHuman).toBe(false);
    expect(question.matchedQuestion).toBe('人工客服的服务时间是什么时候？');
  });

  it('refuses an empty or over-long message with the Chinese message at the field', async () => {
    const empty = await failure(ask(newSession(), '   '));
    expect(empty.code).toBe(ERRORS.VALIDATION.code);
    expect(empty.message).toBe(CHAT_MESSAGES.emptyContent);
    expect(empty.field).toBe('dataResult');
    const long = await failure(ask(newSession(), '网'.repeat(CHAT_TEXT_MAX + 1)));
    expect(long.code).toBe(ERRORS.VALIDATION.code);
    expect(long.message).toBe(`发送内容不能超过${CHAT_TEXT_MAX}个字`);
    // A short question repeated past the limit is refused, not answered.
    const repeated = await failure(ask(newSession(), '如何注销'.repeat(Math.ceil((CHAT_TEXT_MAX + 1) / 4))));
    expect(repeated.message).toBe(`发送内容不能超过${CHAT_TEXT_MAX}个字`);
    const badSession = await failure(tab.call(askQuestion, { dataResult: '网银', sessionNumber: 'x', systemToken: 'qjhlwmh' }));
    expect(badSession.field).toBe('sessionNumber');
  });
});

describe('evaluateAndFeedback', () => {
  async function answered(session: string) {
    const reply = await ask(session, 'U盾密码忘了怎么办');
    expect(reply.sourceType).toBe(BOT_SOURCE_TYPES.answer);
    return reply.turnId!;
  }
  const verdict = (turnId: string, sessionNumber: string, dataResult: 'faqSatisfied' | 'faqDissatisfied' | 'submit', reasons: string[] = []) =>
    tab.call(evaluateAndFeedback, {
      turnId,
      dataResult,
      question: 'U盾密码忘了怎么办',
      reasons: reasons as never,
      sessionNumber,
      systemToken: 'qjhlwmh',
    });

  it('locks a satisfied answer: a second verdict is refused', async () => {
    const session = newSession();
    const turnId = await answered(session);
    expect(await verdict(turnId, session, 'faqSatisfied')).toEqual({ feedback: 'satisfied', offerHuman: false });
    const again = await failure(verdict(turnId, session, 'faqDissatisfied'));
    expect(again.code).toBe(ERRORS.BOT_FEEDBACK_LOCKED.code);
    expect(again.message).toBe(ERRORS.BOT_FEEDBACK_LOCKED.msg);
    const [turn] = await server.app.database.db.select().from(botTurns).where(eq(botTurns.id, turnId));
    expect(turn!.feedback).toBe('satisfied');
  });

  it('offers a human after a dissatisfied answer and takes the reasons once', async () => {
    const session = newSession();
    const turnId = await answered(session);
    expect(await verdict(turnId, session, 'faqDissatisfied')).toEqual({ feedback: 'dissatisfied', offerHuman: true });
    expect((await failure(verdict(turnId, session, 'faqSatisfied'))).code).toBe(ERRORS.BOT_FEEDBACK_LOCKED.code);
    expect((await failure(verdict(turnId, session, 'submit'))).code).toBe(ERRORS.BOT_REASONS_REQUIRED.code);
    expect(await verdict(turnId, session, 'submit', ['答非所问', '答案不够详细'])).toEqual({ feedback: 'dissatisfied', offerHuman: true });
    const [turn] = await server.app.database.db.select().from(botTurns).where(eq(botTurns.id, turnId));
    expect(turn!.reasons).toEqual(['答非所问', '答案不够详细']);
    expect((await failure(verdict(turnId, session, 'submit', ['其他原因']))).code).toBe(ERRORS.BOT_REASONS_SUBMITTED.code);
  });

  it('refuses reasons before a dissatisfied verdict, unknown reasons, other sessions and non-answers', async () => {
    const session = newSession();
    const turnId = await answered(session);
    expect((await failure(verdict(turnId, session, 'submit', ['答非所问']))).code).toBe(ERRORS.BOT_REASONS_NEED_DISSATISFIED.code);
    expect((await failure(verdict(turnId, session, 'faqDissatisfied', ['不喜欢']))).code).toBe(ERRORS.VALIDATION.code);
    const stranger = await failure(verdict(turnId, newSession(), 'faqSatisfied'));
    expect(stranger.code).toBe(ERRORS.BOT_TURN_NOT_FOUND.code);
    expect((await failure(verdict(randomUUID(), session, 'faqSatisfied'))).code).toBe(ERRORS.BOT_TURN_NOT_FOUND.code);
    const related = await ask(session, '证书');
    expect(related.sourceType).toBe(BOT_SOURCE_TYPES.related);
    expect((await failure(verdict(related.turnId!, session, 'faqSatisfied'))).code).toBe(ERRORS.BOT_FEEDBACK_NOT_ALLOWED.code);
  });
});

describe('findAll and the transcript', () => {
  it('lists the categories in order with their most answered questions first', async () => {
    await ask(newSession(), '发票真假怎么查');
    const { categories } = await tab.call(findAll, { systemToken: 'qjhlwmh' });
    expect(categories.map((c) => c.category)).toEqual(KB_CATEGORIES);
    for (const c of categories) expect(c.questions.length).toBeGreaterThan(0);
    expect(categories.find((c) => c.category === '查验服务')!.questions[0]).toBe('发票查验怎么操作？');
    expect(categories.find((c) => c.category === 'U盾与数字证书')!.questions.slice(0, 2).sort()).toEqual(['U盾丢了怎么办？', 'U盾密码忘了怎么办？'].sort());
  });

  it('gives the agent desk what the customer asked and what the bot replied, oldest first', async () => {
    const session = newSession();
    await ask(session, 'U盾丢了怎么办');
    await ask(session, '证书');
    await ask(session, '今天天气怎么样');
    await ask(session, 'U盾', true);
    const lines = await server.app.assistant.transcript(session);
    expect(lines.map((l) => [l.question, l.sourceType])).toEqual([
      ['U盾丢了怎么办', 0],
      ['证书', 1],
      ['今天天气怎么样', 3],
    ]);
    expect(lines[0]!.answer).toContain('挂失');
    expect(lines[1]!.answer).toMatch(/^您是否想问：/);
    expect(lines[2]!.answer).toBe(CHAT_MESSAGES.notUnderstood);
    expect(Date.parse(lines[0]!.at)).toBeLessThanOrEqual(Date.parse(lines[2]!.at));
    expect(await server.app.assistant.transcript(newSession())).toEqual([]);
  });
});
