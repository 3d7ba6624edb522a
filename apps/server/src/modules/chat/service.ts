import { randomUUID } from 'node:crypto';
import { CHAT_END_REASONS } from '@portal/contract/calls/customer-service/fields';
import type { ChatMessage, ChatState } from '@portal/contract/calls/customer-service/fields';
import { CHAT_MAX_POLLS, CHAT_POLL_MS, EVALUATION_REASON_REQUIRED_AT_OR_BELOW, EVALUATION_WINDOW_MS } from '@portal/contract/limits';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { replyText, type JsonText } from '../../plugins/json-text.ts';
import { isoTime } from '../../lib/iso-time.ts';
import { andThen, type MaybePromise } from '../../lib/maybe-promise.ts';
import { runAssignment } from './assigner.ts';
import type { ChatChanges } from './changes.ts';
import { DISSATISFACTION_REASONS, STAR_LEVELS, TOP_POINT } from './evaluation-options.ts';
import type { PollCounts } from './poll-counts.ts';
import { checkOwner, type ChatCaller } from './owner.ts';
import { isAnswer, type PollView, type PollViews } from './poll-views.ts';
import * as repo from './repo.ts';
import { withinServiceHours } from './service-hours.ts';
import type { ChatSettingsStore } from './settings.ts';
import { CHAT_SERVER_TEXTS as T } from './texts.ts';

/** Who is asking, as the customer calls see them. */
export interface ChatCustomer {
  customerKey: string;
  userId: string | null;
  name: string;
  /** A visitor's tab (envelope key id), which alone may use the conversation; null for a logged-in customer. */
  visitorKeyId: string | null;
}

export interface ChatDeps {
  db: Db;
  settings: ChatSettingsStore;
  changes: ChatChanges;
  /** What the customers' polls read, kept between changes. */
  pollViews: PollViews;
  pollCounts: PollCounts;
  /** Where an image of a conversation is served from. */
  imageUrl(imageId: string): string;
  now?: () => Date;
}


/**
 * Human customer service, the customer's side (§4 Customer chat, §7): connect, talk, poll,
 * leave, rate. Every state lives in the database (idle poll counts within a second, see
 * poll-counts.ts), so any instance answers any call.
 */
export function createChatService(deps: ChatDeps) {
  const { db, settings, changes, pollViews, pollCounts } = deps;
  const now = deps.now ?? (() => new Date());

  /** Messages as the customer sees them, made once per kept row: a poll repeats them until read. */
  const customerMessages = new WeakMap<repo.MessageRow, ChatMessage>();
  function toCustomerMessage(m: repo.MessageRow): ChatMessage {
    let message = customerMessages.get(m);
    if (!message) {
      message = {
        id: m.id,
        sender: m.sender as ChatMessage['sender'],
        msgType: m.kind as ChatMessage['msgType'],
        message: m.kind === 'image' && m.imageId ? deps.imageUrl(m.imageId) : m.body,
        at: isoTime(m.createdAt),
      };
      customerMessages.set(m, message);
    }
    return message;
  }

  /** Runs the assignment rules and tells the desks what changed. */
  async function assign(): Promise<void> {
    const rules = await settings.get();
    const outcome = await runAssignment(db, rules);
    for (const { id, agentId } of [...outcome.assigned, ...outcome.requeued]) {
      await changes.publish({ scope: 'conversation', uuid: id, agentId });
    }
    if (outcome.assigned.length + outcome.requeued.length + outcome.away.length > 0) await changes.publish({ scope: 'queue' });
  }

  /** The conversation, if the caller is its customer (CHAT_NOT_FOUND, CHAT_NOT_YOURS otherwise). */
  async function ownConversation(uuid: string, caller: ChatCaller): Promise<repo.ConversationRow> {
    const conversation = await repo.findConversation(db, uuid);
    if (!conversation) throw new AppError('CHAT_NOT_FOUND');
    await checkOwner(conversation, caller);
    return conversation;
  }

  async function liveConversation(uuid: string, caller: ChatCaller): Promise<repo.ConversationRow> {
    const conversation = await ownConversation(uuid, caller);
    if (conversation.state === 'ended') throw new AppError('CHAT_ENDED');
    return conversation;
  }

  /** Ends a conversation once, with the closing message for the customer; false if it had ended. */
  async function end(uuid: string, endedBy: 'agent' | 'customer' | 'system', reason: number): Promise<boolean> {
    const ended = await repo.endConversation(db, uuid, endedBy, reason);
    pollCounts.forget(uuid);
    if (!ended) return false;
    await repo.insertMessage(db, { conversationId: uuid, sender: 'system', kind: 'msgEnd', body: T.ended[reason] ?? T.ended[CHAT_END_REASONS.agentEnded]! });
    await changes.publish({ scope: 'conversation', uuid, agentId: ended.agentId });
    await changes.publish({ scope: 'queue' });
    await assign();
    return true;
  }

  /**
   * A poll's reply, serialised once per view and cursor: a window repeats the same cursor
   * every 3 s until the agent writes, and the view is replaced on every change.
   */
  const pollReplies = new WeakMap<PollView, Map<number, JsonText>>();
  const REPLIES_PER_VIEW = 8;
  function pollReply(view: PollView, after: number, messages: repo.MessageRow[]): JsonText {
    let replies = pollReplies.get(view);
    if (!replies) {
      replies = new Map();
      pollReplies.set(view, replies);
    }
    let reply = replies.get(after);
    if (!reply) {
      const { state } = view;
      reply = replyText(searchAnswer, {
        state: state.state as ChatState,
        position: state.position,
        agentName: state.agentName,
        list: messages.map(toCustomerMessage),
        endReason: state.endReason,
        endedBy: state.endedBy as 'agent' | 'customer' | 'system' | null,
      });
      if (replies.size >= REPLIES_PER_VIEW) replies.clear();
      replies.set(after, reply);
    }
    return reply;
  }

  /** The 60th idle poll ends the conversation, and the poll answers with the end. */
  async function endOnPoll(uuid: string, after: number, connected: boolean): Promise<JsonText> {
    await endSilent(uuid, connected);
    pollViews.forget(uuid);
    const view = await pollViews.read(uuid);
    if (!view) throw new AppError('CHAT_NOT_FOUND');
    return pollReply(view, after, await pollViews.messagesAfter(uuid, view, after));
  }

  /** The 60th idle poll: reason 1 when an agent had joined (long silence), 2 when none ever did. */
  function endSilent(uuid: string, connected: boolean): Promise<boolean> {
    return end(uuid, 'system', connected ? CHAT_END_REASONS.longSilence : CHAT_END_REASONS.connectTimeout);
  }

  async function evaluable(uuid: string, caller: ChatCaller) {
    const conversation = await ownConversation(uuid, caller);
    if (conversation.state !== 'ended' || !conversation.connectedAt || !conversation.endedAt) throw new AppError('EVALUATION_NOT_ALLOWED');
    if (await repo.findEvaluation(db, uuid)) throw new AppError('EVALUATION_DONE');
    const deadline = new Date(conversation.endedAt.getTime() + EVALUATION_WINDOW_MS);
    if (now() > deadline) throw new AppError('EVALUATION_EXPIRED');
    return { conversation, deadline };
  }

  return {
    assign,
    end,

    /** Writes the poll counts kept in memory now (they are written once a second anyway). */
    flushPollCounts: () => pollCounts.flush(),

    /** A conversation whose stored idle polls reached the limit (counted on several instances). */
    async endIdle(uuid: string): Promise<void> {
      const view = await pollViews.read(uuid);
      if (view && view.state.state !== 'ended') await endSilent(uuid, view.state.connected);
    },

    /**
     * Ends conversations whose window went quiet for as long as 60 polls would take (§4): a
     * closed tab sends no disconnect, and its agent must not wait for it forever.
     */
    async endAbandoned(): Promise<number> {
      const ids = await repo.abandoned(db, (CHAT_MAX_POLLS * CHAT_POLL_MS) / 1000);
      for (const id of ids) await end(id, 'system', CHAT_END_REASONS.customerLeft);
      return ids.length;
    },

    async customerSetting() {
      const s = await settings.get();
      return {
        suggestData: s.suggestData,
        quickEntryData: s.quickEntryData,
        serviceHours: s.serviceHours,
        inServiceHours: withinServiceHours(now(), s.serviceHours),
      };
    },

    /** §7 establishConnection: queue a new conversation, or give back the customer's live one. */
    async establish(customer: ChatCustomer, input: { channelCode: string; sessionNumber: string }) {
      const s = await settings.get();
      if (!withinServiceHours(now(), s.serviceHours)) return { inServiceHours: false, uuid: null, state: null, position: 0 };
      // A visitor gets back only what this tab opened: the client id is known to others.
      let conversation = customer.visitorKeyId
        ? await repo.findLiveByTab(db, customer.customerKey, customer.visitorKeyId)
        : await repo.findLiveByCustomer(db, customer.customerKey);
      if (!conversation) {
        conversation = await repo.insertConversation(db, {
          id: randomUUID(),
          channelCode: input.channelCode,
          sessionNumber: input.sessionNumber,
          customerKey: customer.customerKey,
          userId: customer.userId,
          visitorKeyId: customer.visitorKeyId,
          customerName: customer.name,
          state: 'queued',
        });
        await changes.publish({ scope: 'queue' });
        await assign();
        conversation = (await repo.findConversation(db, conversation.id))!;
      }
      const position = conversation.state === 'queued' ? await repo.queuePosition(db, conversation.queuedAt) : 0;
      return { inServiceHours: true, uuid: conversation.id, state: conversation.state as ChatState, position };
    },

    /** §7 staffResponse: the customer's text; kept while waiting so the agent reads it on accepting. */
    async post(uuid: string, text: string, caller: ChatCaller) {
      const conversation = await liveConversation(uuid, caller);
      const message = await repo.insertMessage(db, { conversationId: uuid, sender: 'customer', kind: 'text', body: text });
      await changes.publish({ scope: 'conversation', uuid, agentId: conversation.agentId });
      return { id: message.id, at: isoTime(message.createdAt) };
    },

    /** Stores a checked picture from either side and posts it as a message. */
    async postImage(conversation: repo.ConversationRow, image: { mime: string; width: number; height: number; bytes: Buffer }, from: { sender: 'customer' | 'agent'; agentId?: string }) {
      const imageId = randomUUID().replace(/-/g, '');
      await repo.insertImage(db, { id: imageId, conversationId: conversation.id, mime: image.mime, size: image.bytes.length, width: image.width, height: image.height, bytes: image.bytes });
      const message = await repo.insertMessage(db, {
        conversationId: conversation.id,
        sender: from.sender,
        kind: 'image',
        body: T.image,
        imageId,
        agentId: from.agentId ?? null,
      });
      await changes.publish({ scope: 'conversation', uuid: conversation.id, agentId: conversation.agentId });
      return { id: message.id, at: isoTime(message.createdAt), url: deps.imageUrl(imageId) };
    },

    /** The customer may send pictures only to an agent who has joined (§5). */
    async connectedConversation(uuid: string, caller: ChatCaller) {
      const conversation = await liveConversation(uuid, caller);
      if (conversation.state !== 'connected') throw new AppError('CHAT_NOT_CONNECTED');
      return conversation;
    },

    /**
     * §7 searchAnswer. The 60th poll in a row without an agent message ends the conversation:
     * reason 1 when an agent had joined (long silence), 2 when none ever did (connection timeout).
     * Answered at once while the conversation's view is kept, as it is between two changes; a
     * visitor's ownership is checked against the kept view too. A refused poll counts nothing.
     */
    poll(uuid: string, after: number, caller: ChatCaller): MaybePromise<JsonText> {
      return andThen(pollViews.read(uuid), (view) => {
        if (!view) throw new AppError('CHAT_NOT_FOUND');
        return andThen(checkOwner(view.state, caller), () =>
          andThen(pollViews.messagesAfter(uuid, view, after), (messages) => {
            if (view.state.state === 'ended') return pollReply(view, after, messages);
            const idle = pollCounts.count(uuid, view.state, messages.some(isAnswer));
            return idle >= CHAT_MAX_POLLS ? endOnPoll(uuid, after, view.state.connected) : pollReply(view, after, messages);
          }),
        );
      });
    },

    /** §7 disconnect: ending twice is not an error (the window may close after an end). */
    async disconnect(uuid: string, caller: ChatCaller) {
      const conversation = await ownConversation(uuid, caller);
      if (conversation.state !== 'ended') await end(uuid, 'customer', CHAT_END_REASONS.customerLeft);
      return { ended: true };
    },

    async leaveMessage(customer: ChatCustomer, input: { name: string; phone: string; content: string }) {
      const id = randomUUID();
      await repo.insertLeftMessage(db, { id, customerKey: customer.customerKey, userId: customer.userId, ...input });
      await changes.publish({ scope: 'queue' });
      return { id };
    },

    /** §7 searchEvaluateList for a conversation that had an agent, within 5 minutes of its end. */
    async evaluationOptions(uuid: string, caller: ChatCaller) {
      const { deadline } = await evaluable(uuid, caller);
      return {
        cibPfbzList: STAR_LEVELS.map((l) => ({ ...l })),
        cibWjdcList: DISSATISFACTION_REASONS.map((r) => ({ name: r.name, uri: r.uri, isSelect: false })),
        deadline: deadline.toISOString(),
      };
    },

    /** §7 submitEvaluate with the rules of §5: reasons only below the top, required at 2 stars or fewer. */
    async evaluate(uuid: string, input: { point: number; uri: string[]; feedBackMsg: string }, caller: ChatCaller) {
      const { conversation } = await evaluable(uuid, caller);
      if (!STAR_LEVELS.some((l) => l.point === input.point)) throw new AppError('EVALUATION_BAD_OPTION', { field: 'point' });
      const reasons = input.point >= TOP_POINT ? [] : [...new Set(input.uri)];
      if (reasons.some((uri) => !DISSATISFACTION_REASONS.some((r) => r.uri === uri))) throw new AppError('EVALUATION_BAD_OPTION', { field: 'uri' });
      if (input.point <= EVALUATION_REASON_REQUIRED_AT_OR_BELOW && reasons.length === 0) throw new AppError('EVALUATION_REASON_REQUIRED', { field: 'uri' });
      const stored = await repo.insertEvaluation(db, {
        conversationId: uuid,
        agentId: conversation.agentId,
        point: input.point,
        reasons,
        suggestion: input.feedBackMsg.trim(),
      });
      if (!stored) throw new AppError('EVALUATION_DONE');
      return { evaluated: true };
    },

    /** A picture of the caller's own conversation, for its window. */
    async customerImage(uuid: string, imageId: string, caller: ChatCaller) {
      await ownConversation(uuid, caller);
      const image = await repo.findImage(db, imageId);
      if (!image || image.conversationId !== uuid) throw new AppError('CHAT_IMAGE_NOT_FOUND');
      return image;
    },

    toCustomerMessage,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
