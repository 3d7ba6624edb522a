import type { CallResponse } from '@portal/contract/call';
import type { deskAgents } from '@portal/contract/calls/desk/desk-agents';
import type { deskOverview } from '@portal/contract/calls/desk/desk-overview';
import { CHAT_ENDED_BY_LABELS, type ConversationSummary, type DeskMessage } from '@portal/contract/calls/desk/fields';
import { CHAT_IMAGE_EXTENSIONS, CHAT_IMAGE_MAX_BYTES } from '@portal/contract/limits';
import { CHAT_MESSAGES } from '@portal/contract/messages';
import { DESK_TEXTS as T, END_REASON_LABELS } from './texts.ts';

/** Pure rules of the agent desk, kept apart from the screens so they are tested alone. */

export type Overview = CallResponse<typeof deskOverview>;
export type DeskAgent = CallResponse<typeof deskAgents>['agents'][number];

const pad = (n: number) => String(n).padStart(2, '0');

/** A wait as a ticking clock: `mm:ss`, or `h:mm:ss` past an hour. */
export function formatWait(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** How long since `iso` at `now` (ms since the epoch); a future stamp (clock skew) is 0. */
export function waitedMs(iso: string, now: number): number {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, now - at);
}

/** The unsent text of each conversation, by uuid, so switching conversations keeps each one. */
export type Drafts = Readonly<Record<string, string>>;

export function withDraft(drafts: Drafts, uuid: string, text: string): Drafts {
  if (text === '') {
    if (!(uuid in drafts)) return drafts;
    const rest = { ...drafts };
    delete rest[uuid];
    return rest;
  }
  return drafts[uuid] === text ? drafts : { ...drafts, [uuid]: text };
}

/**
 * After a send succeeded: the draft goes only if it is still what was sent. Text the agent typed
 * while the message was on its way stays.
 */
export function afterSent(drafts: Drafts, uuid: string, sent: string): Drafts {
  return (drafts[uuid] ?? '').trim() === sent.trim() ? withDraft(drafts, uuid, '') : drafts;
}

/**
 * Puts `insert` in place of the selection [start, end) of `text`, cut so the result stays within
 * `max` characters; returns the text and where the caret goes.
 */
export function insertAt(text: string, start: number, end: number, insert: string, max: number): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const room = Math.max(0, max - (text.length - (to - from)));
  const piece = insert.slice(0, room);
  return { text: text.slice(0, from) + piece + text.slice(to), caret: from + piece.length };
}

/** The §5 image rule before anything is sent: a clear message, or null when the file may go. */
export function checkChatImage(file: { name: string; size: number }): string | null {
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!(CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return CHAT_MESSAGES.imageFormat;
  if (file.size <= 0) return T.imageEmpty;
  if (file.size >= CHAT_IMAGE_MAX_BYTES) return CHAT_MESSAGES.imageTooLarge;
  return null;
}

/** Messages already shown plus newer ones, each once, in the order they were written. */
export function mergeMessages(shown: readonly DeskMessage[], incoming: readonly DeskMessage[]): DeskMessage[] {
  if (incoming.length === 0) return shown as DeskMessage[];
  const byId = new Map<number, DeskMessage>();
  for (const m of shown) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The `after` of the next incremental fetch: the newest message id shown (0 for none). */
export function lastMessageId(messages: readonly DeskMessage[]): number {
  return messages.reduce((max, m) => Math.max(max, m.id), 0);
}

/** Conversations offered to this agent: queue items assigned to them and assigned conversations. */
export function offeredToMe(overview: Overview): { uuid: string; customerName: string }[] {
  const offers = new Map<string, string>();
  for (const q of overview.queue) if (q.assignedToMe) offers.set(q.uuid, q.customerName);
  for (const c of overview.conversations) if (c.state === 'assigned') offers.set(c.uuid, c.customerName);
  return [...offers].map(([uuid, customerName]) => ({ uuid, customerName }));
}

/** Offers in `overview` that were not among `known` (to announce each new assignment once). */
export function newOffers(known: ReadonlySet<string>, overview: Overview): { uuid: string; customerName: string }[] {
  return offeredToMe(overview).filter((o) => !known.has(o.uuid));
}

/** The waiting list the desk shows: offers to this agent first (分配给您), then the longest waiting. */
export function visibleQueue(overview: Overview): Overview['queue'] {
  return [...overview.queue].sort(
    (a, b) => Number(b.assignedToMe) - Number(a.assignedToMe) || Date.parse(a.queuedAt) - Date.parse(b.queuedAt),
  );
}

/** The agent's own conversations, without the offers the queue already shows with 接入. */
export function myConversations(overview: Overview): Overview['conversations'] {
  const queued = new Set(overview.queue.map((q) => q.uuid));
  return overview.conversations.filter((c) => !queued.has(c.uuid));
}

/** Colleagues a conversation can go to: online, below their maximum, not oneself. */
export function transferTargets(agents: readonly DeskAgent[]): DeskAgent[] {
  return agents.filter((a) => !a.isMe && a.status === 'online' && a.active < a.maxConcurrent);
}

/** Who ended a conversation and why, as the desk says it. */
export function endedText(summary: Pick<ConversationSummary, 'endedBy' | 'endReason'>): string {
  if (!summary.endedBy) return T.endedUnknown;
  const reason = summary.endReason !== null ? (END_REASON_LABELS[summary.endReason] ?? null) : null;
  return T.ended(CHAT_ENDED_BY_LABELS[summary.endedBy], reason);
}

/** The unread count a conversation shows: none for the one the agent has open. */
export function unreadShown(conversation: { uuid: string; unread: number }, openUuid: string | null): number {
  return conversation.uuid === openUuid ? 0 : conversation.unread;
}

const CHINA_CLOCK = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
const CHINA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A message's time in China time: `hh:mm:ss` today, `yyyy-mm-dd hh:mm:ss` on another day. */
export function formatMessageTime(iso: string, now: number): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const clock = CHINA_CLOCK.format(at);
  const day = CHINA_DAY.format(at);
  return day === CHINA_DAY.format(new Date(now)) ? clock : `${day} ${clock}`;
}

/**
 * Runs `task` now, or once more right after the run in flight when asked meanwhile: a burst of
 * change events costs at most two fetches.
 */
export function coalesce(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await task().catch(() => undefined);
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  return run;
}
