import type { CallDef, CallRequest, CallResponse } from '@portal/contract/call';
import { askQuestion, BOT_SOURCE_TYPES } from '@portal/contract/calls/customer-service/ask-question';
import { disconnect } from '@portal/contract/calls/customer-service/disconnect';
import { establishConnection } from '@portal/contract/calls/customer-service/establish-connection';
import { ANSWER_DISSATISFIED_REASONS, evaluateAndFeedback } from '@portal/contract/calls/customer-service/evaluate-and-feedback';
import type { ChatMessage, ChatState, SystemToken } from '@portal/contract/calls/customer-service/fields';
import {
  getCustomerSetting,
  type QuickEntry,
  type RecommendedFunction,
} from '@portal/contract/calls/customer-service/get-customer-setting';
import { leaveMessage } from '@portal/contract/calls/customer-service/leave-message';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { staffResponse } from '@portal/contract/calls/customer-service/staff-response';
import { uploadImage } from '@portal/contract/calls/customer-service/upload-image';
import { chatImageIdOf } from '@portal/contract/calls/customer-service/chat-image';
import {
  CHAT_POLL_MS,
  CHAT_SUGGEST_MAX,
  CHAT_TEXT_MAX,
  CHAT_TYPING_DELAY_MS,
  HUMAN_AGENT_HOURS,
} from '@portal/contract/limits';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { CHAT_MESSAGES } from '@portal/contract/messages';
import { chatImageError, chatTextError, isExitCommand, nextBatch, waitingPhrase } from './chat-rules.ts';
import { firstBotMessage } from './greeting.ts';
import { afterPoll, endMessage, FRESH_COUNTER, pollTimeoutReason, type PollCounter } from './human-session.ts';
import { evaluateSuppressed, rememberDoNotEvaluate } from './rating-rules.ts';
import { CS_TEXTS } from './texts.ts';

/** Service hours as the spec writes them: `8:00~23:00` (no leading zero on the hour). */
export function hoursLabel(hours: { start: string; end: string }): string {
  const trim = (t: string) => t.replace(/^0(\d)/, '$1');
  return `${trim(hours.start)}~${trim(hours.end)}`;
}

/** Debounce of the associated suggestions while typing. */
export const ASSOCIATE_DEBOUNCE_MS = 300;

export type AnswerReason = (typeof ANSWER_DISSATISFIED_REASONS)[number];

/** One entry of the conversation as the window shows it (§3 Chat message, in the window's terms). */
export type ChatItem =
  | { kind: 'bot'; id: string; text: string; offerHuman?: boolean }
  | {
      kind: 'answer';
      id: string;
      /** What the customer asked. */
      question: string;
      turnId: string | null;
      sourceType: number;
      /** The answer (sourceType 0), the not-understood text (3) or '' (related only). */
      text: string;
      related: string[];
      batch: number;
      showFeedback: boolean;
      feedback: 'satisfied' | 'dissatisfied' | null;
      feedbackBusy: boolean;
      feedbackError: string | null;
      reasons: AnswerReason[];
      reasonsSent: boolean;
    }
  | { kind: 'user'; id: string; text: string; to: 'bot' | 'human'; status: 'sending' | 'sent' | 'failed' }
  | { kind: 'userImage'; id: string; src: string; file: File | null; status: 'uploading' | 'sent' | 'failed' }
  | { kind: 'typing'; id: string; phrase: string }
  | { kind: 'agent'; id: string; text: string }
  /**
   * A picture from the agent. A picture of the conversation is fetched by the window itself
   * (`loading` until then; `src` its object URL); any other address is shown as it came.
   */
  | { kind: 'agentImage'; id: string; src: string; status: 'loading' | 'ready' | 'failed' }
  | { kind: 'notice'; id: string; text: string }
  | { kind: 'ended'; id: string; uuid: string; text: string; canRate: boolean; rated: boolean }
  | { kind: 'leaveMessage'; id: string; sent: boolean };

export type ChatMode = 'bot' | 'connecting' | 'human';

export interface ChatSnapshot {
  /** bot; connecting (asking for an agent, queued, or offered to one; input closed); human (talking). */
  mode: ChatMode;
  items: readonly ChatItem[];
  settings: {
    loading: boolean;
    suggestData: RecommendedFunction[];
    quickEntryData: QuickEntry[];
    hoursLabel: string;
  };
  /** Associated suggestions for what is being typed (bot mode). */
  suggestions: readonly string[];
  confirmHumanOpen: boolean;
  /** The human conversation's `uuid` while one is live. */
  uuid: string | null;
  /** While waiting for an agent: the queue state and position (1 = next). */
  queue: { state: ChatState; position: number } | null;
}

export type Caller = <C extends CallDef>(def: C, input: CallRequest<C>) => Promise<CallResponse<C>>;
export type Uploader = <C extends CallDef>(def: C, input: CallRequest<C>, files: readonly File[]) => Promise<CallResponse<C>>;

export interface ChatDeps {
  call: Caller;
  upload: Uploader;
  /** A fresh assistant session number (a uuid per window opening). */
  newSessionNumber: () => string;
  /** The browser's stable id (the slider client id). */
  clientUid: () => string;
  /** Where the "3天内不再提醒" choice is kept (local storage). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** An address that shows a chosen picture before (and after) it is uploaded. */
  previewUrl: (file: File) => string;
  /**
   * A picture of the conversation as an address the page may show (an object URL): fetched
   * with the tab's own sealed call, since the picture is served to the conversation's customer only.
   */
  loadImage: (uuid: string, imageId: string) => Promise<string>;
  /** Frees an address `loadImage` made. */
  releaseImage?: (src: string) => void;
  now?: () => number;
  random?: () => number;
}

export interface ChatOptions {
  channelCode: '1' | '4';
  systemToken: SystemToken;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * The conversation of one customer-service window (§4 Customer chat): bot mode, the
 * hand-over to a human and back. It lives outside React so the conversation survives the
 * window being closed and reopened and the route changing; the window renders its snapshot.
 */
export class ChatController {
  private state: ChatSnapshot;
  private readonly listeners = new Set<() => void>();
  private seq = 0;
  readonly sessionNumber: string;
  private settingsRequested = false;
  private pollTimer: Timer | null = null;
  private counter: PollCounter = FRESH_COUNTER;
  private lastId = 0;
  /** Message ids of what this window sent to the agent, so a poll does not show them twice. */
  private readonly ownIds = new Set<number>();
  private agentJoined = false;
  /** Left (closed, back to robot) while establishConnection was still out. */
  private leaveWhenConnected: 'exit' | 'toBot' | 'close' | null = null;
  private associateTimer: Timer | null = null;
  private associateText = '';
  private disposed = false;
  /** Addresses of the agent's pictures this window loaded, freed when it goes. */
  private readonly loadedImages: string[] = [];

  constructor(
    private readonly deps: ChatDeps,
    readonly options: ChatOptions,
  ) {
    this.sessionNumber = deps.newSessionNumber();
    this.state = {
      mode: 'bot',
      items: [{ kind: 'bot', id: this.nextId(), text: firstBotMessage(new Date(this.now())) }],
      settings: { loading: true, suggestData: [], quickEntryData: [], hoursLabel: HUMAN_AGENT_HOURS.label },
      suggestions: [],
      confirmHumanOpen: false,
      uuid: null,
      queue: null,
    };
  }

  // --- store -----------------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): ChatSnapshot => this.state;

  private set(patch: Partial<ChatSnapshot>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private nextId(): string {
    this.seq += 1;
    return `m${this.seq}`;
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private push(...items: ChatItem[]): void {
    this.set({ items: [...this.state.items, ...items] });
  }

  private update<K extends ChatItem['kind']>(id: string, kind: K, patch: Partial<Extract<ChatItem, { kind: K }>>): void {
    this.set({ items: this.state.items.map((item) => (item.id === id && item.kind === kind ? ({ ...item, ...patch } as ChatItem) : item)) });
  }

  private find<K extends ChatItem['kind']>(id: string, kind: K): Extract<ChatItem, { kind: K }> | undefined {
    return this.state.items.find((item): item is Extract<ChatItem, { kind: K }> => item.id === id && item.kind === kind);
  }

  private remove(id: string): void {
    if (this.state.items.some((item) => item.id === id)) this.set({ items: this.state.items.filter((item) => item.id !== id) });
  }

  // --- settings --------------------------------------------------------------------------

  /** Loads the operators' settings once (recommended functions, quick entries, hours). */
  async loadSettings(): Promise<void> {
    if (this.settingsRequested) return;
    this.settingsRequested = true;
    try {
      const s = await this.deps.call(getCustomerSetting, { systemToken: this.options.systemToken });
      this.set({
        settings: {
          loading: false,
          suggestData: s.suggestData,
          quickEntryData: s.quickEntryData,
          hoursLabel: hoursLabel(s.serviceHours),
        },
      });
    } catch {
      // The window works without its carousels; the assistant is still there.
      this.set({ settings: { ...this.state.settings, loading: false } });
    }
  }

  // --- sending ---------------------------------------------------------------------------

  /**
   * Sends what the customer typed: to the assistant, or to the agent in human mode (where
   * `Q`/`exit` leaves). Returns the message to show at the field (nothing is sent then and
   * the text stays), or null when it went out and the field may be cleared.
   */
  send(text: string): string | null {
    const { mode } = this.state;
    if (mode === 'connecting') return CHAT_MESSAGES.connecting;
    if (mode === 'human') {
      if (isExitCommand(text)) {
        void this.leaveHuman('exit');
        return null;
      }
      const error = chatTextError(text, true);
      if (error) return error;
      void this.sendToHuman(text.trim());
      return null;
    }
    const error = chatTextError(text, false);
    if (error) return error;
    this.clearSuggestions();
    void this.askBot(text.trim());
    return null;
  }

  /** Asks the assistant a question picked from a list (related, suggestion, quick entry). */
  askPicked(question: string): void {
    this.clearSuggestions();
    if (this.state.mode === 'bot') void this.askBot(question);
    else if (this.state.mode === 'human' && chatTextError(question, true) === null) void this.sendToHuman(question);
  }

  /** Sends a failed message again. */
  retry(id: string): void {
    const item = this.find(id, 'user');
    if (!item || item.status !== 'failed') return;
    if (item.to === 'bot') void this.askBot(item.text, id);
    else if (this.state.mode === 'human') void this.sendToHuman(item.text, id);
  }

  private async askBot(question: string, retryId?: string): Promise<void> {
    const userId = retryId ?? this.nextId();
    if (retryId) this.update(retryId, 'user', { status: 'sending' });
    else this.push({ kind: 'user', id: userId, text: question, to: 'bot', status: 'sending' });
    const typingId = this.nextId();
    const typing = setTimeout(
      () => this.push({ kind: 'typing', id: typingId, phrase: waitingPhrase(this.deps.random) }),
      CHAT_TYPING_DELAY_MS,
    );
    try {
      const reply = await this.deps.call(askQuestion, {
        dataResult: question,
        sessionNumber: this.sessionNumber,
        systemToken: this.options.systemToken,
      });
      clearTimeout(typing);
      this.remove(typingId);
      this.update(userId, 'user', { status: 'sent' });
      const related = reply.confirmQuestions.map((q) => q.question);
      const answered = reply.sourceType === BOT_SOURCE_TYPES.answer && reply.suggestAnswer !== '';
      if (reply.wantsHuman) this.set({ confirmHumanOpen: true });
      if (reply.wantsHuman && !answered && related.length === 0) return;
      this.push({
        kind: 'answer',
        id: this.nextId(),
        question,
        turnId: reply.turnId,
        sourceType: reply.sourceType,
        text: answered ? reply.suggestAnswer : reply.sourceType === BOT_SOURCE_TYPES.related ? '' : CHAT_MESSAGES.notUnderstood,
        related,
        batch: 0,
        showFeedback: answered && reply.showFeedback && reply.turnId !== null,
        feedback: null,
        feedbackBusy: false,
        feedbackError: null,
        reasons: [],
        reasonsSent: false,
      });
    } catch {
      clearTimeout(typing);
      this.remove(typingId);
      this.update(userId, 'user', { status: 'failed' });
    }
  }

  /** 换一批: the next batch of related questions. */
  changeBatch(id: string): void {
    const item = this.find(id, 'answer');
    if (item) this.update(id, 'answer', { batch: nextBatch(item.batch, item.related.length) });
  }

  // --- associated suggestions ------------------------------------------------------------

  /** What is being typed, for the suggestions (debounced; bot mode only). */
  typing(text: string): void {
    if (this.associateTimer) clearTimeout(this.associateTimer);
    this.associateTimer = null;
    const q = text.trim();
    this.associateText = q;
    if (this.state.mode !== 'bot' || q === '' || q.length > CHAT_TEXT_MAX) {
      this.clearSuggestions();
      return;
    }
    this.associateTimer = setTimeout(() => void this.fetchSuggestions(q), ASSOCIATE_DEBOUNCE_MS);
  }

  private async fetchSuggestions(q: string): Promise<void> {
    try {
      const reply = await this.deps.call(askQuestion, {
        dataResult: q,
        sessionNumber: this.sessionNumber,
        systemToken: this.options.systemToken,
        associate: true,
      });
      // A reply for text that has changed since is of no use.
      if (q !== this.associateText || this.state.mode !== 'bot') return;
      this.set({ suggestions: reply.suggestQuestion.filter((s) => s !== q).slice(0, CHAT_SUGGEST_MAX) });
    } catch {
      // Suggestions are a convenience: none is fine.
    }
  }

  clearSuggestions(): void {
    this.associateText = '';
    if (this.associateTimer) clearTimeout(this.associateTimer);
    this.associateTimer = null;
    if (this.state.suggestions.length > 0) this.set({ suggestions: [] });
  }

  // --- answer feedback -------------------------------------------------------------------

  /** 满意 / 不满意 on an answer; locked afterwards. An unsatisfying answer opens the reasons. */
  async giveFeedback(id: string, verdict: 'satisfied' | 'dissatisfied'): Promise<void> {
    const item = this.find(id, 'answer');
    if (!item || !item.turnId || item.feedback || item.feedbackBusy) return;
    this.update(id, 'answer', { feedbackBusy: true, feedbackError: null });
    try {
      const reply = await this.deps.call(evaluateAndFeedback, {
        turnId: item.turnId,
        dataResult: verdict === 'satisfied' ? 'faqSatisfied' : 'faqDissatisfied',
        question: item.question.slice(0, 500),
        reasons: [],
        sessionNumber: this.sessionNumber,
        systemToken: this.options.systemToken,
      });
      this.update(id, 'answer', { feedback: reply.feedback, feedbackBusy: false });
      if (reply.offerHuman) this.push({ kind: 'bot', id: this.nextId(), text: CHAT_MESSAGES.offerHuman, offerHuman: true });
    } catch {
      this.update(id, 'answer', { feedbackBusy: false, feedbackError: CHAT_MESSAGES.operationFailed });
    }
  }

  toggleAnswerReason(id: string, reason: AnswerReason): void {
    const item = this.find(id, 'answer');
    if (!item || item.reasonsSent) return;
    const reasons = item.reasons.includes(reason) ? item.reasons.filter((r) => r !== reason) : [...item.reasons, reason];
    this.update(id, 'answer', { reasons });
  }

  /** Sends the reasons of an unsatisfying answer (only with at least one chosen). */
  async submitAnswerReasons(id: string): Promise<void> {
    const item = this.find(id, 'answer');
    if (!item || !item.turnId || item.feedback !== 'dissatisfied' || item.reasons.length === 0 || item.reasonsSent) return;
    this.update(id, 'answer', { feedbackBusy: true, feedbackError: null });
    try {
      await this.deps.call(evaluateAndFeedback, {
        turnId: item.turnId,
        dataResult: 'submit',
        question: item.question.slice(0, 500),
        reasons: item.reasons,
        sessionNumber: this.sessionNumber,
        systemToken: this.options.systemToken,
      });
      this.update(id, 'answer', { reasonsSent: true, feedbackBusy: false });
    } catch {
      this.update(id, 'answer', { feedbackBusy: false, feedbackError: CHAT_MESSAGES.operationFailed });
    }
  }

  // --- hand-over to a human --------------------------------------------------------------

  /** Opens the hand-over confirm pop (the offer's button, the 转人工 action). */
  requestHuman(): void {
    if (this.state.mode === 'bot') this.set({ confirmHumanOpen: true });
  }

  cancelHuman(): void {
    this.set({ confirmHumanOpen: false });
  }

  /** Confirmed (or 重新连接): asks for an agent. */
  async connectHuman(): Promise<void> {
    this.set({ confirmHumanOpen: false });
    if (this.state.mode !== 'bot') return;
    this.clearSuggestions();
    this.counter = FRESH_COUNTER;
    this.lastId = 0;
    this.ownIds.clear();
    this.agentJoined = false;
    this.leaveWhenConnected = null;
    this.set({ mode: 'connecting', queue: null });
    let reply: CallResponse<typeof establishConnection>;
    try {
      reply = await this.deps.call(establishConnection, {
        channelCode: this.options.channelCode,
        sessionNumber: this.sessionNumber,
        clientUid: this.deps.clientUid(),
      });
    } catch {
      this.set({ mode: 'bot' });
      this.push({ kind: 'bot', id: this.nextId(), text: CHAT_MESSAGES.connectHumanFailed });
      return;
    }
    if (!reply.inServiceHours || !reply.uuid) {
      this.set({ mode: 'bot' });
      this.push(
        { kind: 'bot', id: this.nextId(), text: CS_TEXTS.outsideHours(this.state.settings.hoursLabel) },
        { kind: 'leaveMessage', id: this.nextId(), sent: false },
      );
      return;
    }
    this.set({ uuid: reply.uuid, queue: { state: reply.state ?? 'queued', position: reply.position } });
    const leave = this.leaveWhenConnected;
    this.leaveWhenConnected = null;
    if (leave || this.disposed) void this.leaveHuman(leave ?? 'close');
    else this.schedulePoll();
  }

  private schedulePoll(): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => void this.poll(), CHAT_POLL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  /** One searchAnswer poll (§4: every CHAT_POLL_MS while a human conversation is live). */
  private async poll(): Promise<void> {
    this.pollTimer = null;
    const uuid = this.state.uuid;
    if (!uuid || this.disposed) return;
    let reply: CallResponse<typeof searchAnswer> | null = null;
    let refused = false;
    try {
      reply = await this.deps.call(searchAnswer, { uuid, after: this.lastId });
    } catch (err) {
      reply = null;
      // The conversation is no longer this tab's (the tab's key was renewed, the customer
      // logged out): waiting out 60 polls would change nothing.
      refused = err instanceof CallError && err.code === ERRORS.CHAT_NOT_YOURS.code;
    }
    // Left (exit, back to robot) while the poll was out.
    if (this.state.uuid !== uuid || this.disposed) return;
    if (refused) {
      this.finish(uuid, ERRORS.CHAT_NOT_YOURS.msg);
      return;
    }
    const list = reply?.list ?? [];
    this.counter = afterPoll(this.counter, list);
    let endedByMessage = false;
    let endSaid = false;
    for (const m of list) {
      this.lastId = Math.max(this.lastId, m.id);
      if (this.receive(m, uuid)) {
        endedByMessage = true;
        endSaid ||= m.message !== '';
      }
    }
    if (reply && reply.state !== 'ended') {
      if (reply.state === 'connected' && !this.agentJoined) this.agentJoins();
      else if (!this.agentJoined) this.set({ queue: { state: reply.state, position: reply.position } });
    }
    if (reply?.state === 'ended' || endedByMessage) {
      // The server's closing message already says why; otherwise say it from the reason.
      this.finish(uuid, endSaid ? null : endMessage(reply?.endReason ?? null));
      return;
    }
    const timedOut = pollTimeoutReason(this.counter);
    if (timedOut !== null) {
      // The server ends it at the same count; this only makes sure the window stops.
      this.finish(uuid, endMessage(timedOut));
      void this.deps.call(disconnect, { uuid }).catch(() => undefined);
      return;
    }
    this.schedulePoll();
  }

  private agentJoins(): void {
    this.agentJoined = true;
    this.set({ mode: 'human', queue: null });
  }

  /** Shows one message from the poll; true when it ends the conversation. */
  private receive(m: ChatMessage, uuid: string): boolean {
    if (this.ownIds.has(m.id)) return false;
    const id = `s${m.id}`;
    switch (m.msgType) {
      case 'msgStart':
        this.agentJoins();
        if (m.message) this.push({ kind: 'notice', id, text: m.message });
        return false;
      case 'msgEnd':
        if (m.message) this.push({ kind: 'notice', id, text: m.message });
        return true;
      case 'notice':
        this.push({ kind: 'notice', id, text: m.message });
        return false;
      case 'image':
        if (m.sender === 'customer') this.push({ kind: 'userImage', id, src: m.message, file: null, status: 'sent' });
        else this.receiveAgentImage(id, uuid, m.message);
        return false;
      case 'text':
        if (m.sender === 'customer') this.push({ kind: 'user', id, text: m.message, to: 'human', status: 'sent' });
        else if (m.sender === 'agent') this.push({ kind: 'agent', id, text: m.message });
        else this.push({ kind: 'notice', id, text: m.message });
        return false;
    }
  }

  private receiveAgentImage(id: string, uuid: string, address: string): void {
    const imageId = chatImageIdOf(address);
    if (!imageId) {
      this.push({ kind: 'agentImage', id, src: address, status: 'ready' });
      return;
    }
    this.push({ kind: 'agentImage', id, src: '', status: 'loading' });
    this.deps.loadImage(uuid, imageId).then(
      (src) => {
        if (this.disposed) {
          this.deps.releaseImage?.(src);
          return;
        }
        this.loadedImages.push(src);
        this.update(id, 'agentImage', { src, status: 'ready' });
      },
      () => this.update(id, 'agentImage', { status: 'failed' }),
    );
  }

  /** The human conversation is over: back to the bot, with reconnect and (maybe) rating. */
  private finish(uuid: string, reason: string | null): void {
    this.stopPolling();
    this.set({ mode: 'bot', uuid: null, queue: null });
    if (reason) this.push({ kind: 'notice', id: this.nextId(), text: reason });
    this.push({
      kind: 'ended',
      id: this.nextId(),
      uuid,
      text: CHAT_MESSAGES.switchedToBot,
      canRate: this.agentJoined && !evaluateSuppressed(this.deps.storage, this.now()),
      rated: false,
    });
  }

  /**
   * Leaves the human conversation: `exit` (Q / exit typed), `toBot` (转机器人) or `close`
   * (the window closes). The server is told; the window goes back to the bot either way.
   */
  async leaveHuman(why: 'exit' | 'toBot' | 'close'): Promise<void> {
    const uuid = this.state.uuid;
    if (!uuid) {
      if (this.state.mode === 'connecting') this.leaveWhenConnected = why;
      return;
    }
    this.finish(uuid, why === 'toBot' ? null : CHAT_MESSAGES.humanDisconnected);
    try {
      await this.deps.call(disconnect, { uuid });
    } catch {
      // Already ended on the server, or unreachable: its own poll timeout ends it.
    }
  }

  private async sendToHuman(text: string, retryId?: string): Promise<void> {
    const uuid = this.state.uuid;
    if (!uuid) return;
    const id = retryId ?? this.nextId();
    if (retryId) this.update(retryId, 'user', { status: 'sending' });
    else this.push({ kind: 'user', id, text, to: 'human', status: 'sending' });
    try {
      const reply = await this.deps.call(staffResponse, { uuid, question: text, msgType: 'text' });
      this.ownIds.add(reply.id);
      this.update(id, 'user', { status: 'sent' });
    } catch {
      this.update(id, 'user', { status: 'failed' });
    }
  }

  // --- pictures --------------------------------------------------------------------------

  /** A picture for the agent; returns the message to show when it cannot go, else null. */
  sendImage(file: File): string | null {
    if (this.state.mode !== 'human' || !this.state.uuid) return CHAT_MESSAGES.imageOnlyToHuman;
    const error = chatImageError(file);
    if (error) return error;
    const id = this.nextId();
    this.push({ kind: 'userImage', id, src: this.deps.previewUrl(file), file, status: 'uploading' });
    void this.uploadItem(id);
    return null;
  }

  /** 重新上传 of a failed picture. */
  retryImage(id: string): string | null {
    if (this.state.mode !== 'human' || !this.state.uuid) return CHAT_MESSAGES.imageOnlyToHuman;
    const item = this.find(id, 'userImage');
    if (!item || item.status !== 'failed') return null;
    this.update(id, 'userImage', { status: 'uploading' });
    void this.uploadItem(id);
    return null;
  }

  private async uploadItem(id: string): Promise<void> {
    const item = this.find(id, 'userImage');
    const uuid = this.state.uuid;
    if (!item?.file || !uuid) return;
    try {
      const reply = await this.deps.upload(uploadImage, { uuid }, [item.file]);
      this.ownIds.add(reply.id);
      this.update(id, 'userImage', { status: 'sent' });
    } catch {
      this.update(id, 'userImage', { status: 'failed' });
    }
  }

  // --- leave a message, rating -----------------------------------------------------------

  /** Outside service hours: the message form's submit. Errors reach the form. */
  async leaveMessage(id: string, input: { name: string; phone: string; content: string }): Promise<void> {
    await this.deps.call(leaveMessage, { clientUid: this.deps.clientUid(), ...input });
    this.update(id, 'leaveMessage', { sent: true });
  }

  /** The rating dialog closed: rated (or no longer possible), and whether not to ask for 3 days. */
  ratingClosed(id: string, outcome: { rated: boolean; expired: boolean; doNotAsk: boolean }): void {
    if (outcome.doNotAsk) rememberDoNotEvaluate(this.deps.storage, this.now());
    const item = this.find(id, 'ended');
    if (!item) return;
    const suppressed = evaluateSuppressed(this.deps.storage, this.now());
    this.update(id, 'ended', { rated: outcome.rated, canRate: item.canRate && !outcome.expired && !suppressed });
    // Other ended conversations lose their button too when the customer said not to ask.
    if (suppressed) {
      this.set({ items: this.state.items.map((i) => (i.kind === 'ended' && i.id !== id && !i.rated ? { ...i, canRate: false } : i)) });
    }
  }

  /** Closing the window ends a human conversation (§7 disconnect); the transcript stays. */
  close(): void {
    this.clearSuggestions();
    if (this.state.confirmHumanOpen) this.set({ confirmHumanOpen: false });
    if (this.state.mode !== 'bot') void this.leaveHuman('close');
  }

  /** Stops every timer (the full-page screen unmounting). */
  dispose(): void {
    this.close();
    this.disposed = true;
    this.stopPolling();
    for (const src of this.loadedImages.splice(0)) this.deps.releaseImage?.(src);
  }
}
