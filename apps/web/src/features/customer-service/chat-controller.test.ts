import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallDef } from '@portal/contract/call';
import { CallError } from '@portal/contract/envelope/client';
import { CHAT_MAX_POLLS, CHAT_POLL_MS, CHAT_TYPING_DELAY_MS } from '@portal/contract/limits';
import { CHAT_MESSAGES } from '@portal/contract/messages';
import { ASSOCIATE_DEBOUNCE_MS, ChatController, type ChatItem } from './chat-controller.ts';

type Handler = (input: Record<string, unknown>) => unknown;

/** A server stand-in: one handler per call path, and every request it got. */
function fakeServer(handlers: Record<string, Handler>) {
  const calls: Array<{ path: string; input: Record<string, unknown> }> = [];
  const call = (async (def: CallDef, input: Record<string, unknown>) => {
    calls.push({ path: def.path, input });
    const handler = handlers[def.path];
    if (!handler) throw new CallError(-1, '网络异常');
    return handler(input);
  }) as never;
  return { calls, call, paths: () => calls.map((c) => c.path) };
}

const settings = {
  suggestData: [{ iconUrl: '/i.svg', functionName: '账户查询', url: '#/center' }],
  quickEntryData: [{ functionName: '网银登录', question: '网银怎么登录' }],
  serviceHours: { start: '08:00', end: '23:00' },
  inServiceHours: true,
};

function answer(over: Record<string, unknown> = {}) {
  return {
    turnId: 'turn-0001',
    sourceType: 0,
    suggestAnswer: '请在登录页输入用户名和密码。\n忘记密码可点击“忘记密码”。',
    matchedQuestion: '网银怎么登录',
    confirmQuestions: [],
    suggestQuestion: [],
    showFeedback: true,
    wantsHuman: false,
    ...over,
  };
}

function controller(handlers: Record<string, Handler>, loadImage: (uuid: string, imageId: string) => Promise<string> = async () => 'blob:loaded') {
  const server = fakeServer({ '/customerService/getCustomerSetting': () => settings, ...handlers });
  const store = new Map<string, string>();
  const released: string[] = [];
  const chat = new ChatController(
    {
      call: server.call,
      upload: server.call,
      newSessionNumber: () => 'session-0001',
      clientUid: () => 'slider-abcdef0123456789',
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
      previewUrl: () => 'blob:preview',
      loadImage,
      releaseImage: (src) => void released.push(src),
      random: () => 0,
    },
    { channelCode: '1', systemToken: 'qjhlwmh' },
  );
  return { chat, server, store, released };
}

const kinds = (items: readonly ChatItem[]) => items.map((i) => i.kind);
const last = <K extends ChatItem['kind']>(items: readonly ChatItem[], kind: K) =>
  items.filter((i): i is Extract<ChatItem, { kind: K }> => i.kind === kind).at(-1);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bot mode', () => {
  it('greets, loads the settings and answers a question', async () => {
    const { chat, server } = controller({ '/customerService/askQuestion': () => answer() });
    expect(chat.get().items[0]).toMatchObject({ kind: 'bot' });
    await chat.loadSettings();
    expect(chat.get().settings).toMatchObject({ loading: false, hoursLabel: '8:00~23:00' });
    expect(chat.send('  网银怎么登录 ')).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls.at(-1)?.input).toMatchObject({ dataResult: '网银怎么登录', sessionNumber: 'session-0001', systemToken: 'qjhlwmh' });
    expect(kinds(chat.get().items)).toEqual(['bot', 'user', 'answer']);
    expect(last(chat.get().items, 'answer')).toMatchObject({ showFeedback: true, feedback: null });
  });

  it('refuses empty text and sends nothing', () => {
    const { chat, server } = controller({});
    expect(chat.send('   ')).toBe(CHAT_MESSAGES.emptyContent);
    expect(server.calls).toHaveLength(0);
  });

  it('shows the typing indicator only when the answer takes longer than 3 s', async () => {
    let release: (v: unknown) => void = () => undefined;
    const { chat } = controller({ '/customerService/askQuestion': () => new Promise((r) => (release = r)) });
    chat.send('限额');
    await vi.advanceTimersByTimeAsync(CHAT_TYPING_DELAY_MS - 1);
    expect(kinds(chat.get().items)).not.toContain('typing');
    await vi.advanceTimersByTimeAsync(1);
    expect(last(chat.get().items, 'typing')?.phrase).toBe(CHAT_MESSAGES.waitingPhrases[0]);
    release(answer());
    await vi.advanceTimersByTimeAsync(0);
    expect(kinds(chat.get().items)).toEqual(['bot', 'user', 'answer']);
  });

  it('a failed send marks the message and retry sends the same text again', async () => {
    let fail = true;
    const { chat, server } = controller({
      '/customerService/askQuestion': () => {
        if (fail) throw new CallError(-1, '网络异常');
        return answer();
      },
    });
    chat.send('如何挂失');
    await vi.advanceTimersByTimeAsync(0);
    const failed = last(chat.get().items, 'user')!;
    expect(failed).toMatchObject({ status: 'failed', text: '如何挂失' });
    fail = false;
    chat.retry(failed.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(last(chat.get().items, 'user')).toMatchObject({ status: 'sent' });
    expect(server.calls.filter((c) => c.path.endsWith('askQuestion')).map((c) => c.input.dataResult)).toEqual(['如何挂失', '如何挂失']);
  });

  it('related questions come in batches and 换一批 moves on', async () => {
    const related = Array.from({ length: 7 }, (_, i) => ({ question: `问题${i}` }));
    const { chat } = controller({
      '/customerService/askQuestion': () => answer({ sourceType: 1, suggestAnswer: '', confirmQuestions: related, showFeedback: false, turnId: null }),
    });
    chat.send('证书');
    await vi.advanceTimersByTimeAsync(0);
    const item = last(chat.get().items, 'answer')!;
    expect(item).toMatchObject({ text: '', related: related.map((r) => r.question), batch: 0, showFeedback: false });
    chat.changeBatch(item.id);
    expect(last(chat.get().items, 'answer')?.batch).toBe(1);
    chat.changeBatch(item.id);
    expect(last(chat.get().items, 'answer')?.batch).toBe(0);
  });

  it('not understood says so', async () => {
    const { chat } = controller({
      '/customerService/askQuestion': () => answer({ sourceType: 3, suggestAnswer: '', showFeedback: false, turnId: null }),
    });
    chat.send('天气怎么样');
    await vi.advanceTimersByTimeAsync(0);
    expect(last(chat.get().items, 'answer')?.text).toBe(CHAT_MESSAGES.notUnderstood);
  });

  it('asking for a human in words opens the confirm pop', async () => {
    const { chat } = controller({
      '/customerService/askQuestion': () => answer({ sourceType: 3, suggestAnswer: '', wantsHuman: true, showFeedback: false }),
    });
    chat.send('转人工');
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.get().confirmHumanOpen).toBe(true);
    expect(kinds(chat.get().items)).toEqual(['bot', 'user']);
  });

  it('suggestions while typing are debounced and stale replies dropped', async () => {
    const { chat, server } = controller({
      '/customerService/askQuestion': (input) => answer({ sourceType: 2, suggestQuestion: [`${String(input.dataResult)}是什么`, '网银限额'] }),
    });
    chat.typing('网');
    chat.typing('网银');
    await vi.advanceTimersByTimeAsync(ASSOCIATE_DEBOUNCE_MS);
    expect(server.calls.map((c) => c.input)).toEqual([{ dataResult: '网银', sessionNumber: 'session-0001', systemToken: 'qjhlwmh', associate: true }]);
    expect(chat.get().suggestions).toEqual(['网银是什么', '网银限额']);
    chat.typing('');
    expect(chat.get().suggestions).toEqual([]);
  });

  it('dissatisfied: locked, reasons, then the human offer', async () => {
    const { chat, server } = controller({
      '/customerService/askQuestion': () => answer(),
      '/customerService/evaluateAndFeedback': (input) => ({
        feedback: input.dataResult === 'faqSatisfied' ? 'satisfied' : 'dissatisfied',
        offerHuman: input.dataResult === 'faqDissatisfied',
      }),
    });
    chat.send('网银怎么登录');
    await vi.advanceTimersByTimeAsync(0);
    const id = last(chat.get().items, 'answer')!.id;
    await chat.giveFeedback(id, 'dissatisfied');
    expect(last(chat.get().items, 'answer')).toMatchObject({ feedback: 'dissatisfied' });
    expect(last(chat.get().items, 'bot')).toMatchObject({ text: CHAT_MESSAGES.offerHuman, offerHuman: true });
    // Locked: a second verdict is not sent.
    await chat.giveFeedback(id, 'satisfied');
    expect(server.calls.filter((c) => c.path.endsWith('evaluateAndFeedback'))).toHaveLength(1);
    // Reasons go out only with one chosen.
    await chat.submitAnswerReasons(id);
    expect(server.calls.filter((c) => c.path.endsWith('evaluateAndFeedback'))).toHaveLength(1);
    chat.toggleAnswerReason(id, '答非所问');
    await chat.submitAnswerReasons(id);
    expect(server.calls.at(-1)?.input).toMatchObject({ dataResult: 'submit', reasons: ['答非所问'], turnId: 'turn-0001' });
    expect(last(chat.get().items, 'answer')?.reasonsSent).toBe(true);
  });

  it('pictures go only to a human', () => {
    const { chat } = controller({});
    expect(chat.sendImage(new File(['x'], 'a.png'))).toBe(CHAT_MESSAGES.imageOnlyToHuman);
  });
});

describe('human mode', () => {
  function human(poll: Handler, extra: Record<string, Handler> = {}, loadImage?: (uuid: string, imageId: string) => Promise<string>) {
    return controller(
      {
        '/customerService/establishConnection': () => ({ inServiceHours: true, uuid: 'conv-00000001', state: 'queued', position: 3 }),
        '/customerService/searchAnswer': poll,
        '/customerService/disconnect': () => ({ ended: true }),
        '/customerService/staffResponse': () => ({ id: 100, at: new Date().toISOString() }),
        ...extra,
      },
      loadImage,
    );
  }
  const msg = (id: number, sender: string, msgType: string, message = '') => ({ id, sender, msgType, message, at: '2026-05-20T06:00:00Z' });
  const reply = (over: Record<string, unknown>) => ({ state: 'queued', position: 1, agentName: null, list: [], endReason: null, endedBy: null, ...over });

  it('outside service hours offers to leave a message', async () => {
    const { chat, server } = controller({
      '/customerService/establishConnection': () => ({ inServiceHours: false, uuid: null, state: null, position: 0 }),
      '/customerService/leaveMessage': () => ({ id: 'lm1' }),
    });
    await chat.connectHuman();
    expect(chat.get().mode).toBe('bot');
    const form = last(chat.get().items, 'leaveMessage')!;
    await chat.leaveMessage(form.id, { name: '张三', phone: '13800138000', content: '请回电' });
    expect(server.calls.at(-1)?.input).toMatchObject({ clientUid: 'slider-abcdef0123456789', name: '张三' });
    expect(last(chat.get().items, 'leaveMessage')?.sent).toBe(true);
  });

  it('queues, polls every 3 s from the last id, joins on msgStart and exchanges text', async () => {
    let n = 0;
    const { chat, server } = human(() => {
      n += 1;
      if (n === 1) return reply({ position: 2 });
      if (n === 2) return reply({ state: 'connected', position: 0, list: [msg(5, 'agent', 'msgStart', '客服小王为您服务')] });
      return reply({ state: 'connected', position: 0, list: [msg(6 + n, 'agent', 'text', `回复${n}`)] });
    });
    await chat.connectHuman();
    expect(server.calls.find((c) => c.path.endsWith('establishConnection'))?.input).toEqual({
      channelCode: '1',
      sessionNumber: 'session-0001',
      clientUid: 'slider-abcdef0123456789',
    });
    expect(chat.get()).toMatchObject({ mode: 'connecting', queue: { position: 3 } });
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.get().queue?.position).toBe(2);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.get().mode).toBe('human');
    expect(last(chat.get().items, 'notice')?.text).toBe('客服小王为您服务');
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(last(chat.get().items, 'agent')?.text).toBe('回复3');
    const polls = server.calls.filter((c) => c.path.endsWith('searchAnswer')).map((c) => c.input.after);
    expect(polls).toEqual([0, 0, 5]);
    expect(chat.send('a < b')).toBe(CHAT_MESSAGES.humanForbiddenChars);
    expect(chat.send('好的，谢谢')).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls.find((c) => c.path.endsWith('staffResponse'))?.input).toEqual({
      uuid: 'conv-00000001',
      question: '好的，谢谢',
      msgType: 'text',
    });
    chat.dispose();
  });

  it('ends locally at the 60th poll without an agent (reason 2) and tells the server', async () => {
    const { chat, server } = human(() => reply({}));
    await chat.connectHuman();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * (CHAT_MAX_POLLS - 1));
    expect(chat.get().mode).toBe('connecting');
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.get().mode).toBe('bot');
    expect(server.calls.filter((c) => c.path.endsWith('searchAnswer'))).toHaveLength(CHAT_MAX_POLLS);
    expect(server.paths().at(-1)).toBe('/customerService/disconnect');
    const items = chat.get().items;
    expect(last(items, 'notice')?.text).toBe(CHAT_MESSAGES.endedConnectTimeout);
    expect(last(items, 'ended')).toMatchObject({ text: CHAT_MESSAGES.switchedToBot, canRate: false });
    // No further polls.
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3);
    expect(server.calls.filter((c) => c.path.endsWith('searchAnswer'))).toHaveLength(CHAT_MAX_POLLS);
  });

  it("shows the server's end reason 1 and offers the rating after a talk", async () => {
    let n = 0;
    const { chat } = human(() => {
      n += 1;
      if (n === 1) return reply({ state: 'connected', list: [msg(1, 'agent', 'msgStart', '客服为您服务'), msg(2, 'agent', 'text', '您好')] });
      return reply({ state: 'ended', endReason: 1, endedBy: 'system', list: [] });
    });
    await chat.connectHuman();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 2);
    expect(last(chat.get().items, 'notice')?.text).toBe(CHAT_MESSAGES.endedLongSilence);
    expect(last(chat.get().items, 'ended')).toMatchObject({ uuid: 'conv-00000001', canRate: true, rated: false });
  });

  it('Q leaves the conversation and goes back to the bot', async () => {
    const { chat, server } = human(() => reply({ state: 'connected', list: [msg(1, 'agent', 'msgStart', '')] }));
    await chat.connectHuman();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.get().mode).toBe('human');
    expect(chat.send(' q ')).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.paths()).toContain('/customerService/disconnect');
    expect(server.paths()).not.toContain('/customerService/staffResponse');
    expect(chat.get().mode).toBe('bot');
    expect(last(chat.get().items, 'notice')?.text).toBe(CHAT_MESSAGES.humanDisconnected);
  });

  it('pictures: checked, uploaded, and a failed upload can be sent again', async () => {
    let fail = true;
    const { chat } = human(() => reply({ state: 'connected', list: [msg(1, 'agent', 'msgStart', '')] }), {
      '/customerService/uploadImage': () => {
        if (fail) throw new CallError(-1, '网络异常');
        return { id: 9, message: '/img/9', at: '' };
      },
    });
    await chat.connectHuman();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.sendImage(new File(['x'], 'a.webp'))).toBe(CHAT_MESSAGES.imageFormat);
    expect(chat.sendImage(new File(['x'], 'a.png'))).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    const item = last(chat.get().items, 'userImage')!;
    expect(item.status).toBe('failed');
    fail = false;
    expect(chat.retryImage(item.id)).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(last(chat.get().items, 'userImage')?.status).toBe('sent');
    chat.dispose();
  });

  it('loads the agent’s pictures with the tab’s own call and frees them when the window goes', async () => {
    const asked: Array<[string, string]> = [];
    const imageId = 'ab'.repeat(16);
    const { chat, released } = human(
      () =>
        reply({
          state: 'connected',
          position: 0,
          list: [
            msg(5, 'system', 'msgStart', '客服小王为您服务'),
            msg(6, 'agent', 'image', `/qjmh/chat-image/${imageId}`),
            msg(7, 'agent', 'image', `/qjmh/chat-image/${'cd'.repeat(16)}`),
          ],
        }),
      {},
      async (uuid, id) => {
        asked.push([uuid, id]);
        if (id !== imageId) throw new CallError(404470, '图片不存在或已删除');
        return 'blob:agent-picture';
      },
    );
    await chat.connectHuman();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    const pictures = chat.get().items.filter((i) => i.kind === 'agentImage');
    expect(pictures.map((p) => ({ src: p.src, status: p.status }))).toEqual([
      { src: 'blob:agent-picture', status: 'ready' },
      { src: '', status: 'failed' },
    ]);
    expect(asked).toEqual([
      ['conv-00000001', imageId],
      ['conv-00000001', 'cd'.repeat(16)],
    ]);
    chat.dispose();
    expect(released).toEqual(['blob:agent-picture']);
  });

  it('ends at once when the server says the conversation is not this tab’s', async () => {
    const { chat, server } = human(() => {
      throw new CallError(403470, '无权访问该人工客服会话，请重新连接人工客服');
    });
    await chat.connectHuman();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(chat.get()).toMatchObject({ mode: 'bot', uuid: null });
    expect(chat.get().items.filter((i) => i.kind === 'notice').map((i) => i.text)).toContain('无权访问该人工客服会话，请重新连接人工客服');
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3);
    expect(server.calls.filter((c) => c.path.endsWith('searchAnswer'))).toHaveLength(1);
  });

  it('"3天内不再提醒" takes the rate button away', async () => {
    let n = 0;
    const { chat, store } = human(() => {
      n += 1;
      if (n === 1) return reply({ state: 'connected', list: [msg(1, 'agent', 'msgStart', '')] });
      return reply({ state: 'ended', endReason: 4, endedBy: 'agent', list: [msg(3, 'agent', 'msgEnd', '客服已结束本次会话')] });
    });
    await chat.connectHuman();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 2);
    const ended = last(chat.get().items, 'ended')!;
    expect(ended.canRate).toBe(true);
    chat.ratingClosed(ended.id, { rated: false, expired: false, doNotAsk: true });
    expect(last(chat.get().items, 'ended')?.canRate).toBe(false);
    expect(store.size).toBe(1);
  });
});
