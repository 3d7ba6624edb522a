import type { CallResponse } from '@portal/contract/call';
import type { deskConversation } from '@portal/contract/calls/desk/desk-conversation';
import type { DeskChange } from '@portal/contract/calls/desk/desk-events';
import type { AgentStatus, DeskMessage } from '@portal/contract/calls/desk/fields';
import { coalesce, lastMessageId, mergeMessages, newOffers, offeredToMe, type Overview } from './desk-logic.ts';

type ConversationReply = CallResponse<typeof deskConversation>;
export type ConversationDetail = Omit<ConversationReply, 'messages'>;
export interface LoadedConversation {
  detail: ConversationDetail;
  messages: DeskMessage[];
}
export type LiveConversation = Overview['conversations'][number];

/** The desk's calls (the real ones in useDesk; tests give their own). */
export interface DeskApi {
  overview(): Promise<Overview>;
  conversation(uuid: string, after: number): Promise<ConversationReply>;
  setStatus(status: AgentStatus): Promise<unknown>;
  accept(uuid: string): Promise<unknown>;
  send(uuid: string, text: string): Promise<{ id: number; at: string }>;
  sendImage(uuid: string, file: File): Promise<{ id: number; at: string; url: string }>;
  end(uuid: string): Promise<unknown>;
  transfer(uuid: string, toLoginName: string, note: string): Promise<unknown>;
}

export interface DeskEvents {
  /** A conversation was offered to this agent since the last look. */
  onOffer(offer: { uuid: string; customerName: string }): void;
  /** The open conversation could not be fetched (gone to a colleague, no longer visible). */
  onLost(uuid: string, error: unknown): void;
}

export interface DeskSnapshot {
  overview: Overview | null;
  overviewFailed: boolean;
  openUuid: string | null;
  /** Conversations the agent has opened, kept so switching back is instant. */
  loaded: Readonly<Record<string, LoadedConversation>>;
}

/**
 * The agent desk's state outside React: the overview (status, queue, own conversations), the
 * conversations the agent opened and which one is open. Every change replaces the snapshot, so
 * the screen reads it with useSyncExternalStore. Fetches triggered in a burst are coalesced.
 */
export function createDeskStore(api: DeskApi, agentName: string) {
  let state: DeskSnapshot = { overview: null, overviewFailed: false, openUuid: null, loaded: {} };
  const listeners = new Set<() => void>();
  let events: Partial<DeskEvents> = {};
  let knownOffers: Set<string> | null = null;

  function set(patch: Partial<DeskSnapshot>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }
  function setLoaded(uuid: string, conversation: LoadedConversation | null) {
    const loaded = { ...state.loaded };
    if (conversation) loaded[uuid] = conversation;
    else delete loaded[uuid];
    set({ loaded });
  }

  /** Fetches a conversation's news (everything the first time); the server marks it read. */
  async function loadConversation(uuid: string): Promise<void> {
    const known = state.loaded[uuid];
    const after = known ? lastMessageId(known.messages) : 0;
    try {
      const { messages, ...detail } = await api.conversation(uuid, after);
      const kept = state.loaded[uuid];
      // The bot transcript comes only with the first, full fetch.
      if (after > 0 && kept) detail.botTranscript = kept.detail.botTranscript;
      setLoaded(uuid, { detail, messages: mergeMessages(kept?.messages ?? [], messages) });
    } catch (err) {
      if (state.openUuid === uuid) events.onLost?.(uuid, err);
      throw err;
    }
  }

  function forget(uuid: string) {
    if (state.loaded[uuid]) setLoaded(uuid, null);
    if (state.openUuid === uuid) set({ openUuid: null });
  }

  /**
   * Conversations the agent has opened that left their live list: fetched once more, kept when
   * they ended (the desk shows who ended them), dropped when they went back to the queue or to a
   * colleague.
   */
  function settleDeparted(overview: Overview) {
    const live = new Set(overview.conversations.map((c) => c.uuid));
    for (const [uuid, conversation] of Object.entries(state.loaded)) {
      if (live.has(uuid) || conversation.detail.summary.state === 'ended') continue;
      loadConversation(uuid).then(
        () => {
          const summary = state.loaded[uuid]?.detail.summary;
          if (summary && summary.state !== 'ended' && (summary.state === 'queued' || summary.agentName !== agentName)) forget(uuid);
        },
        () => forget(uuid),
      );
    }
  }

  const refreshOverview = coalesce(async () => {
    let overview: Overview;
    try {
      overview = await api.overview();
    } catch (err) {
      set({ overviewFailed: true });
      throw err;
    }
    if (knownOffers) for (const offer of newOffers(knownOffers, overview)) events.onOffer?.(offer);
    knownOffers = new Set(offeredToMe(overview).map((o) => o.uuid));
    set({ overview, overviewFailed: false });
    settleDeparted(overview);
  });

  const refreshOpen = coalesce(async () => {
    if (state.openUuid) await loadConversation(state.openUuid);
  });

  function open(uuid: string | null) {
    set({ openUuid: uuid });
    if (uuid) void refreshOpen();
  }

  function appendOwn(uuid: string, message: DeskMessage) {
    const conversation = state.loaded[uuid];
    if (conversation) setLoaded(uuid, { ...conversation, messages: mergeMessages(conversation.messages, [message]) });
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): DeskSnapshot => state,
    setEvents(next: Partial<DeskEvents>) {
      events = next;
    },
    refreshOverview,
    /** Everything again (timer, reconnected stream). */
    refreshAll() {
      void refreshOverview();
      void refreshOpen();
    },
    /** What the event stream said changed. */
    changed(change: DeskChange) {
      void refreshOverview();
      if (change.scope === 'queue' || change.uuid === state.openUuid) void refreshOpen();
    },
    open,
    forget,
    async setStatus(status: AgentStatus) {
      await api.setStatus(status);
      if (state.overview) set({ overview: { ...state.overview, me: { ...state.overview.me, status } } });
      void refreshOverview();
    },
    async accept(uuid: string) {
      try {
        await api.accept(uuid);
        open(uuid);
      } finally {
        void refreshOverview();
      }
    },
    async send(uuid: string, text: string) {
      const sent = await api.send(uuid, text);
      appendOwn(uuid, { id: sent.id, at: sent.at, sender: 'agent', kind: 'text', body: text.trim(), agentName });
      void refreshOverview();
    },
    async sendImage(uuid: string, file: File) {
      const sent = await api.sendImage(uuid, file);
      appendOwn(uuid, { id: sent.id, at: sent.at, sender: 'agent', kind: 'image', body: sent.url, agentName });
      void refreshOverview();
    },
    async end(uuid: string) {
      await api.end(uuid);
      await loadConversation(uuid).catch(() => undefined);
      void refreshOverview();
    },
    async transfer(uuid: string, toLoginName: string, note: string) {
      await api.transfer(uuid, toLoginName, note);
      forget(uuid);
      void refreshOverview();
    },
  };
}

export type DeskStore = ReturnType<typeof createDeskStore>;
