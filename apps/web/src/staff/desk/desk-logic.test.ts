import { describe, expect, it } from 'vitest';
import type { DeskMessage } from '@portal/contract/calls/desk/fields';
import { CHAT_IMAGE_MAX_BYTES } from '@portal/contract/limits';
import {
  afterSent,
  checkChatImage,
  endedText,
  coalesce,
  formatMessageTime,
  formatWait,
  insertAt,
  lastMessageId,
  mergeMessages,
  myConversations,
  newOffers,
  transferTargets,
  unreadShown,
  visibleQueue,
  waitedMs,
  withDraft,
  type DeskAgent,
  type Overview,
} from './desk-logic.ts';

describe('wait times', () => {
  it('tick as mm:ss and h:mm:ss past an hour', () => {
    expect(formatWait(0)).toBe('00:00');
    expect(formatWait(999)).toBe('00:00');
    expect(formatWait(65_000)).toBe('01:05');
    expect(formatWait(59 * 60_000 + 59_000)).toBe('59:59');
    expect(formatWait(3_725_000)).toBe('1:02:05');
    expect(formatWait(-5_000)).toBe('00:00');
  });

  it('count from the queue time and never go negative', () => {
    const queuedAt = '2026-03-01T08:00:00.000Z';
    expect(waitedMs(queuedAt, Date.parse(queuedAt) + 12_000)).toBe(12_000);
    expect(waitedMs(queuedAt, Date.parse(queuedAt) - 2_000)).toBe(0);
    expect(waitedMs('not a date', 1)).toBe(0);
  });
});

describe('drafts', () => {
  it('are kept per conversation and dropped when emptied', () => {
    let drafts = withDraft({}, 'conv-a', '您好');
    drafts = withDraft(drafts, 'conv-b', '请稍等');
    expect(drafts).toEqual({ 'conv-a': '您好', 'conv-b': '请稍等' });
    drafts = withDraft(drafts, 'conv-a', '');
    expect(drafts).toEqual({ 'conv-b': '请稍等' });
    // Unchanged text keeps the same object (no re-render for nothing).
    expect(withDraft(drafts, 'conv-b', '请稍等')).toBe(drafts);
  });

  it('go after a send only when they are still what was sent', () => {
    const drafts = { a: ' 已为您查询 ', b: 'x' };
    expect(afterSent(drafts, 'a', '已为您查询')).toEqual({ b: 'x' });
    // The agent kept typing while the message was on its way: their new text stays.
    const typedOn = { a: '已为您查询，另外' };
    expect(afterSent(typedOn, 'a', '已为您查询')).toBe(typedOn);
  });

  it('take inserted text at the caret within the limit', () => {
    expect(insertAt('您好，请问', 3, 3, '张先生', 500)).toEqual({ text: '您好，张先生请问', caret: 6 });
    expect(insertAt('abc', 1, 2, 'XY', 500)).toEqual({ text: 'aXYc', caret: 3 });
    expect(insertAt('abcd', 4, 4, '123456', 6)).toEqual({ text: 'abcd12', caret: 6 });
    expect(insertAt('abc', 99, 99, '\n', 500)).toEqual({ text: 'abc\n', caret: 4 });
  });
});

describe('image checks', () => {
  it('accept the five types under 5 MB whatever the case of the name', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.bmp', 'e.Gif']) expect(checkChatImage({ name, size: 1024 })).toBeNull();
  });

  it('refuse other types, empty files and 5 MB or more with the spec messages', () => {
    expect(checkChatImage({ name: 'scan.pdf', size: 10 })).toBe('仅支持bmp、jpg、jpeg、png、gif格式');
    expect(checkChatImage({ name: 'png', size: 10 })).toBe('仅支持bmp、jpg、jpeg、png、gif格式');
    expect(checkChatImage({ name: 'big.png', size: CHAT_IMAGE_MAX_BYTES })).toBe('请上传5M以内的图片');
    expect(checkChatImage({ name: 'ok.png', size: CHAT_IMAGE_MAX_BYTES - 1 })).toBeNull();
    expect(checkChatImage({ name: 'empty.png', size: 0 })).toBe('图片内容为空，请重新选择');
  });
});

const msg = (id: number, body = `m${id}`): DeskMessage => ({ id, sender: 'customer', kind: 'text', body, agentName: null, at: '2026-03-01T08:00:00.000Z' });

describe('messages', () => {
  it('merge each once in order and give the next after-id', () => {
    const merged = mergeMessages([msg(1), msg(3)], [msg(3, 'again'), msg(2), msg(5)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 5]);
    expect(merged.find((m) => m.id === 3)?.body).toBe('again');
    expect(lastMessageId(merged)).toBe(5);
    expect(lastMessageId([])).toBe(0);
    const shown = [msg(1)];
    expect(mergeMessages(shown, [])).toBe(shown);
  });
});

const overview = (over: Partial<Overview> = {}): Overview => ({
  me: { status: 'online', maxConcurrent: 5, active: 1 },
  queue: [],
  conversations: [],
  openLeftMessages: 0,
  ...over,
});
const queued = (uuid: string, queuedAt: string, assignedToMe = false) => ({
  uuid,
  customerName: `客户${uuid}`,
  channelCode: '1',
  queuedAt,
  assignedToMe,
  transferNote: null,
  transferredFrom: null,
});
const conversation = (uuid: string, state: 'assigned' | 'connected', unread = 0) => ({
  uuid,
  customerName: `客户${uuid}`,
  state,
  assignedAt: null,
  connectedAt: null,
  lastMessage: null,
  lastMessageAt: null,
  unread,
});

describe('queue and offers', () => {
  it('shows offers first, then the longest waiting; the agent’s list leaves the offers to the queue', () => {
    const o = overview({
      queue: [queued('q2', '2026-03-01T08:02:00Z'), queued('q1', '2026-03-01T08:01:00Z'), queued('q3', '2026-03-01T08:03:00Z', true)],
      conversations: [conversation('q3', 'assigned'), conversation('c2', 'connected')],
    });
    expect(visibleQueue(o).map((q) => q.uuid)).toEqual(['q3', 'q1', 'q2']);
    expect(myConversations(o).map((c) => c.uuid)).toEqual(['c2']);
  });

  it('announces each new assignment once', () => {
    const o = overview({ queue: [queued('q1', '2026-03-01T08:00:00Z', true), queued('q2', '2026-03-01T08:00:00Z')], conversations: [conversation('c1', 'assigned'), conversation('c2', 'connected')] });
    expect(newOffers(new Set(), o).map((x) => x.uuid)).toEqual(['q1', 'c1']);
    expect(newOffers(new Set(['q1', 'c1']), o)).toEqual([]);
  });

  it('hides the unread badge of the conversation that is open', () => {
    expect(unreadShown({ uuid: 'a', unread: 3 }, 'a')).toBe(0);
    expect(unreadShown({ uuid: 'a', unread: 3 }, 'b')).toBe(3);
  });
});

describe('transfer and end', () => {
  it('offers only online colleagues below their maximum', () => {
    const agent = (loginName: string, over: Partial<DeskAgent>): DeskAgent => ({ loginName, displayName: loginName, status: 'online', active: 0, maxConcurrent: 3, isMe: false, ...over });
    const agents = [agent('me', { isMe: true }), agent('full', { active: 3 }), agent('away', { status: 'away' }), agent('free', { active: 2 })];
    expect(transferTargets(agents).map((a) => a.loginName)).toEqual(['free']);
  });

  it('says who ended a conversation and why', () => {
    expect(endedText({ endedBy: 'agent', endReason: 4 })).toBe('会话已结束（坐席结束：坐席结束服务）');
    expect(endedText({ endedBy: 'system', endReason: 2 })).toBe('会话已结束（系统结束：坐席未及时接入，连接超时）');
    expect(endedText({ endedBy: 'customer', endReason: null })).toBe('会话已结束（客户结束）');
    expect(endedText({ endedBy: null, endReason: null })).toBe('会话已结束');
  });
});

describe('message times and fetch bursts', () => {
  it('show the clock today and the day otherwise, in China time', () => {
    const now = Date.parse('2026-03-01T10:00:00+08:00');
    expect(formatMessageTime('2026-03-01T01:02:03Z', now)).toBe('09:02:03');
    expect(formatMessageTime('2026-02-27T15:00:00Z', now)).toBe('2026-02-27 23:00:00');
    expect(formatMessageTime('nonsense', now)).toBe('');
  });

  it('run a burst of asks as at most two runs', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const refresh = coalesce(async () => {
      runs += 1;
      await new Promise<void>((r) => (release = r));
    });
    const first = refresh();
    void refresh();
    void refresh();
    expect(runs).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    release();
    await first;
    expect(runs).toBe(2);
    // A failing run does not block the next one.
    const failing = coalesce(() => Promise.reject(new Error('offline')));
    await failing();
    await failing();
  });
});
