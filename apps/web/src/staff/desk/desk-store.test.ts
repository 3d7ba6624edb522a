import { describe, expect, it, vi } from 'vitest';
import type { CallResponse } from '@portal/contract/call';
import type { deskConversation } from '@portal/contract/calls/desk/desk-conversation';
import type { DeskMessage } from '@portal/contract/calls/desk/fields';
import type { Overview } from './desk-logic.ts';
import { createDeskStore, type DeskApi } from './desk-store.ts';

type Reply = CallResponse<typeof deskConversation>;
const flush = () => new Promise((r) => setTimeout(r, 0));

const overview = (conversations: Overview['conversations'] = [], queue: Overview['queue'] = []): Overview => ({
  me: { status: 'online', maxConcurrent: 5, active: conversations.length },
  queue,
  conversations,
  openLeftMessages: 0,
});
const live = (uuid: string, state: 'assigned' | 'connected' = 'connected') => ({
  uuid,
  customerName: `客户${uuid}`,
  state,
  assignedAt: null,
  connectedAt: null,
  lastMessage: null,
  lastMessageAt: null,
  unread: 0,
});
const message = (id: number, body = `m${id}`): DeskMessage => ({ id, sender: 'customer', kind: 'text', body, agentName: null, at: '2026-03-01T08:00:00Z' });
const reply = (uuid: string, messages: DeskMessage[], over: Partial<Reply['summary']> = {}): Reply => ({
  summary: {
    uuid,
    customerName: `客户${uuid}`,
    agentName: '张敏',
    state: 'connected',
    queuedAt: '2026-03-01T08:00:00Z',
    connectedAt: '2026-03-01T08:01:00Z',
    endedAt: null,
    endedBy: null,
    endReason: null,
    point: null,
    ...over,
  },
  customer: { kind: 'visitor', name: `客户${uuid}`, loginName: null, phone: null, enterprise: null, previousConversations: 0 },
  botTranscript: [],
  messages,
  transferNote: null,
});

function fakeApi(over: Partial<DeskApi> = {}): DeskApi & { conversation: ReturnType<typeof vi.fn> } {
  return {
    overview: vi.fn(async () => overview()),
    conversation: vi.fn(async (uuid: string) => reply(uuid, [])),
    setStatus: vi.fn(async () => ({})),
    accept: vi.fn(async () => ({})),
    send: vi.fn(async () => ({ id: 99, at: '2026-03-01T08:05:00Z' })),
    sendImage: vi.fn(async () => ({ id: 100, at: '2026-03-01T08:06:00Z', url: '/qjmh/api/img/1' })),
    end: vi.fn(async () => ({})),
    transfer: vi.fn(async () => ({})),
    ...over,
  } as DeskApi & { conversation: ReturnType<typeof vi.fn> };
}

describe('the desk store', () => {
  it('announces an assignment once, and not those already there when the desk opened', async () => {
    let current = overview([live('c1', 'assigned')]);
    const store = createDeskStore(fakeApi({ overview: async () => current }), '张敏');
    const onOffer = vi.fn();
    store.setEvents({ onOffer });
    await store.refreshOverview();
    expect(onOffer).not.toHaveBeenCalled();
    current = overview([live('c1', 'assigned'), live('c2', 'assigned')]);
    await store.refreshOverview();
    await store.refreshOverview();
    expect(onOffer).toHaveBeenCalledTimes(1);
    expect(onOffer).toHaveBeenCalledWith({ uuid: 'c2', customerName: '客户c2' });
  });

  it('loads an opened conversation in full, then only what is newer', async () => {
    const api = fakeApi({
      conversation: vi.fn(async (uuid: string, after: number) =>
        after === 0
          ? { ...reply(uuid, [message(1), message(2)]), botTranscript: [{ question: 'U盾没反应', answer: '换个接口试试', at: '2026-03-01T07:59:00Z' }] }
          : reply(uuid, [message(3)]),
      ),
    });
    const store = createDeskStore(api, '张敏');
    store.open('c1');
    await flush();
    expect(store.getSnapshot().loaded.c1?.messages.map((m) => m.id)).toEqual([1, 2]);
    store.changed({ scope: 'conversation', uuid: 'c1' });
    await flush();
    expect(api.conversation).toHaveBeenLastCalledWith('c1', 2);
    expect(store.getSnapshot().loaded.c1?.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    // The bot transcript of the first fetch stays (later fetches do not repeat it).
    expect(store.getSnapshot().loaded.c1?.detail.botTranscript).toEqual([{ question: 'U盾没反应', answer: '换个接口试试', at: '2026-03-01T07:59:00Z' }]);
    // A change in another conversation does not fetch it (that would mark it read).
    api.conversation.mockClear();
    store.changed({ scope: 'conversation', uuid: 'other' });
    await flush();
    expect(api.conversation).not.toHaveBeenCalledWith('other', expect.anything());
  });

  it('shows the agent’s own text and picture at once', async () => {
    const store = createDeskStore(fakeApi(), '张敏');
    store.open('c1');
    await flush();
    await store.send('c1', '  您好 ');
    await store.sendImage('c1', new File([new Uint8Array([1])], 'a.png'));
    const messages = store.getSnapshot().loaded.c1?.messages ?? [];
    expect(messages.map((m) => [m.sender, m.kind, m.body, m.agentName])).toEqual([
      ['agent', 'text', '您好', '张敏'],
      ['agent', 'image', '/qjmh/api/img/1', '张敏'],
    ]);
  });

  it('keeps a conversation the customer ended and drops one that went to a colleague', async () => {
    let current = overview([live('c1'), live('c2')]);
    const summaries: Record<string, Partial<Reply['summary']>> = {};
    const api = fakeApi({ overview: async () => current, conversation: vi.fn(async (uuid: string) => reply(uuid, [], summaries[uuid])) });
    const store = createDeskStore(api, '张敏');
    await store.refreshOverview();
    store.open('c2');
    await flush();
    store.open('c1');
    await flush();
    summaries.c1 = { state: 'ended', endedBy: 'customer', endReason: 3 };
    summaries.c2 = { agentName: '李华' };
    current = overview([]);
    await store.refreshOverview();
    await flush();
    const { loaded, openUuid } = store.getSnapshot();
    expect(loaded.c1?.detail.summary.endedBy).toBe('customer');
    expect(openUuid).toBe('c1');
    expect(loaded.c2).toBeUndefined();
  });

  it('forgets a transferred conversation and closes it', async () => {
    const api = fakeApi();
    const store = createDeskStore(api, '张敏');
    store.open('c1');
    await flush();
    await store.transfer('c1', 'agent02', '客户咨询U盾');
    expect(api.transfer).toHaveBeenCalledWith('c1', 'agent02', '客户咨询U盾');
    expect(store.getSnapshot().openUuid).toBeNull();
    expect(store.getSnapshot().loaded.c1).toBeUndefined();
  });

  it('says when the overview cannot be fetched and reports a lost open conversation', async () => {
    const lost = new Error('gone');
    const store = createDeskStore(fakeApi({ overview: () => Promise.reject(new Error('offline')), conversation: () => Promise.reject(lost) }), '张敏');
    const onLost = vi.fn();
    store.setEvents({ onLost });
    await store.refreshOverview();
    expect(store.getSnapshot().overviewFailed).toBe(true);
    store.open('c9');
    await flush();
    expect(onLost).toHaveBeenCalledWith('c9', lost);
  });
});
