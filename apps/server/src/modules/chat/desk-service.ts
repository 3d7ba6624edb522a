import { CHAT_END_REASONS } from '@portal/contract/calls/customer-service/fields';
import type { ChatState } from '@portal/contract/calls/customer-service/fields';
import type { AgentStatus, DeskMessage } from '@portal/contract/calls/desk/fields';
import type { StaffRow } from '../staff/service.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isoTime, isoTimeOrNull } from '../../lib/iso-time.ts';
import type { ChatChanges } from './changes.ts';
import * as history from './history-repo.ts';
import * as repo from './repo.ts';
import type { ChatService } from './service.ts';
import type { ChatSettingsStore } from './settings.ts';
import { CHAT_SERVER_TEXTS as T } from './texts.ts';


export interface DeskDeps {
  db: Db;
  settings: ChatSettingsStore;
  changes: ChatChanges;
  chat: ChatService;
  imageUrl(imageId: string): string;
  /** Bot turns of an assistant session, oldest first (the assistant module's transcript). */
  botTranscript(sessionNumber: string): Promise<Array<{ question: string; answer: string; at: string }>>;
  /** Identity of a logged-in customer as staff may see it (masked phone). */
  customerIdentity(userId: string): Promise<{ loginName: string; phone: string; enterprise: string | null; name: string } | undefined>;
}

/**
 * The agent's side of human customer service (issue 4): presence, the queue, accepting,
 * talking, transferring and ending. Every call acts as the staff member whose session made it;
 * the active ones stamp the agent's activity, which the idle rule reads.
 */
export function createDeskService(deps: DeskDeps) {
  const { db, settings, changes, chat } = deps;

  async function held(agent: StaffRow, uuid: string): Promise<repo.ConversationRow> {
    const conversation = await repo.findConversation(db, uuid);
    if (!conversation) throw new AppError('CHAT_NOT_FOUND');
    if (conversation.agentId !== agent.id) throw new AppError('DESK_NOT_YOURS');
    if (conversation.state === 'ended') throw new AppError('CHAT_ENDED');
    return conversation;
  }

  /**
   * A conversation the staff member may read, with its messages and pictures: operators every
   * one; agents those they hold or took part in (held, transferred, wrote in) and those waiting
   * unassigned in the queue, which any of them may take. Never one offered to or held by
   * another agent alone (DESK_NOT_YOURS).
   */
  async function readable(staff: StaffRow, uuid: string): Promise<repo.ConversationRow> {
    const conversation = await repo.findConversation(db, uuid);
    if (!conversation) throw new AppError('CHAT_NOT_FOUND');
    const waiting = conversation.state === 'queued';
    if (staff.role !== 'operator' && conversation.agentId !== staff.id && !waiting) {
      if (!(await history.servedBy(db, uuid, staff.id))) throw new AppError('DESK_NOT_YOURS');
    }
    return conversation;
  }

  function toDeskMessage(m: repo.MessageRow, names: Map<string, string>): DeskMessage {
    return {
      id: m.id,
      sender: m.sender as DeskMessage['sender'],
      kind: m.kind as DeskMessage['kind'],
      body: m.kind === 'image' && m.imageId ? deps.imageUrl(m.imageId) : m.body,
      agentName: m.agentId ? (names.get(m.agentId) ?? null) : null,
      at: isoTime(m.createdAt),
    };
  }

  async function active(agent: StaffRow): Promise<void> {
    await repo.ensureAgent(db, agent.id);
    await repo.stampActivity(db, agent.id);
  }

  return {
    async overview(agent: StaffRow) {
      const me = await repo.ensureAgent(db, agent.id);
      const rules = await settings.get();
      const [waiting, mine, openLeft] = await Promise.all([repo.queue(db), repo.heldBy(db, agent.id), repo.openLeftMessages(db)]);
      const names = new Map((await repo.agentsWithLoad(db)).map((a) => [a.id, a.displayName]));
      const activity = await repo.conversationActivity(db, mine.map((c) => c.id));
      return {
        me: { status: me.status as AgentStatus, maxConcurrent: rules.maxConcurrent, active: mine.filter((c) => c.state === 'connected').length },
        queue: waiting
          .filter((c) => c.state === 'queued' || c.agentId === agent.id)
          .map((c) => ({
            uuid: c.id,
            customerName: c.customerName,
            channelCode: c.channelCode,
            queuedAt: c.queuedAt.toISOString(),
            assignedToMe: c.state === 'assigned' && c.agentId === agent.id,
            transferNote: c.agentId === agent.id ? c.transferNote : null,
            transferredFrom: c.agentId === agent.id && c.transferredFrom ? (names.get(c.transferredFrom) ?? null) : null,
          })),
        conversations: mine.map((c) => {
          const a = activity.get(c.id);
          return {
            uuid: c.id,
            customerName: c.customerName,
            state: c.state as ChatState,
            assignedAt: isoTimeOrNull(c.assignedAt),
            connectedAt: isoTimeOrNull(c.connectedAt),
            lastMessage: a?.last ? (a.last.kind === 'image' ? T.image : a.last.body) : null,
            lastMessageAt: isoTimeOrNull(a?.last?.createdAt ?? null),
            unread: a?.unread ?? 0,
          };
        }),
        openLeftMessages: openLeft,
      };
    },

    async setStatus(agent: StaffRow, status: AgentStatus) {
      await repo.ensureAgent(db, agent.id);
      await repo.setAgentStatus(db, agent.id, status);
      await changes.publish({ scope: 'queue' });
      // Going online takes the backlog at once; leaving hands back what was only offered.
      await chat.assign();
      return { status };
    },

    async accept(agent: StaffRow, uuid: string) {
      const me = await repo.ensureAgent(db, agent.id);
      if (me.status !== 'online') throw new AppError('DESK_NOT_ONLINE');
      const rules = await settings.get();
      const conversation = await repo.findConversation(db, uuid);
      if (!conversation) throw new AppError('CHAT_NOT_FOUND');
      const offeredToMe = conversation.state === 'assigned' && conversation.agentId === agent.id;
      // An offer already counts in the load; taking from the queue needs a free place.
      if (!offeredToMe && (await repo.heldCount(db, agent.id)) >= rules.maxConcurrent) throw new AppError('DESK_AT_CAPACITY');
      if (!(await repo.acceptConversation(db, uuid, agent.id))) throw new AppError('DESK_TAKEN');
      await repo.stampActivity(db, agent.id);
      await repo.insertMessage(db, { conversationId: uuid, sender: 'system', kind: 'msgStart', body: T.agentJoined(agent.displayName), agentId: agent.id });
      await changes.publish({ scope: 'conversation', uuid, agentId: agent.id });
      await changes.publish({ scope: 'queue' });
      return { uuid };
    },

    readable,

    async conversation(staff: StaffRow, uuid: string, after: number) {
      const conversation = await readable(staff, uuid);
      const messages = await repo.messagesAfter(db, uuid, after, { withCustomer: true });
      const names = new Map((await repo.agentsWithLoad(db)).map((a) => [a.id, a.displayName]));
      if (conversation.agentId === staff.id && messages.length > 0) await repo.markRead(db, uuid, messages[messages.length - 1]!.id);
      const identity = conversation.userId ? await deps.customerIdentity(conversation.userId) : undefined;
      const summary = await history.summary(db, conversation);
      return {
        summary,
        customer: {
          kind: conversation.userId ? ('user' as const) : ('visitor' as const),
          name: conversation.customerName,
          loginName: identity?.loginName ?? null,
          phone: identity?.phone ?? null,
          enterprise: identity?.enterprise ?? null,
          previousConversations: await history.previousCount(db, conversation),
        },
        botTranscript: after === 0 ? await deps.botTranscript(conversation.sessionNumber) : [],
        messages: messages.map((m) => toDeskMessage(m, names)),
        transferNote: conversation.transferNote,
      };
    },

    async send(agent: StaffRow, uuid: string, text: string) {
      const conversation = await held(agent, uuid);
      if (conversation.state !== 'connected') throw new AppError('CHAT_NOT_CONNECTED', { message: '请先接入该客户再发送消息' });
      await repo.stampActivity(db, agent.id);
      const message = await repo.insertMessage(db, { conversationId: uuid, sender: 'agent', kind: 'text', body: text, agentId: agent.id });
      await changes.publish({ scope: 'conversation', uuid, agentId: agent.id });
      return { id: message.id, at: message.createdAt.toISOString() };
    },

    /** A conversation the agent may send a picture into. */
    async imageTarget(agent: StaffRow, uuid: string) {
      const conversation = await held(agent, uuid);
      if (conversation.state !== 'connected') throw new AppError('CHAT_NOT_CONNECTED', { message: '请先接入该客户再发送图片' });
      await repo.stampActivity(db, agent.id);
      return conversation;
    },

    async end(agent: StaffRow, uuid: string) {
      await held(agent, uuid);
      await repo.stampActivity(db, agent.id);
      return { ended: await chat.end(uuid, 'agent', CHAT_END_REASONS.agentEnded) };
    },

    async transfer(agent: StaffRow, uuid: string, toLoginName: string, note: string) {
      await held(agent, uuid);
      const rules = await settings.get();
      const target = (await repo.agentsWithLoad(db)).find((a) => a.loginName === toLoginName);
      if (!target || target.id === agent.id || target.status !== 'online' || target.held >= rules.maxConcurrent) {
        throw new AppError('DESK_TRANSFER_UNAVAILABLE', { field: 'toLoginName' });
      }
      await active(agent);
      if (!(await repo.transferConversation(db, uuid, agent.id, target.id, note))) throw new AppError('DESK_TAKEN');
      await repo.insertMessage(db, { conversationId: uuid, sender: 'system', kind: 'notice', body: T.transferred, agentId: agent.id });
      await changes.publish({ scope: 'conversation', uuid, agentId: target.id });
      await changes.publish({ scope: 'conversation', uuid, agentId: agent.id });
      await changes.publish({ scope: 'queue' });
      return { transferred: true };
    },

    async agents(staff: StaffRow) {
      const rules = await settings.get();
      return {
        agents: (await repo.agentsWithLoad(db)).map((a) => ({
          loginName: a.loginName,
          displayName: a.displayName,
          status: a.status as AgentStatus,
          active: a.held,
          maxConcurrent: rules.maxConcurrent,
          isMe: a.id === staff.id,
        })),
      };
    },

    async cannedReplies() {
      const rules = await settings.get();
      return { replies: rules.cannedReplies.map((text, i) => ({ id: String(i + 1), text })) };
    },

    async leftMessages(staff: StaffRow, handleId: string | undefined) {
      if (handleId) {
        await repo.handleLeftMessage(db, handleId, staff.id);
        await changes.publish({ scope: 'queue' });
      }
      const rows = await repo.leftMessages(db);
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          phone: r.phone,
          content: r.content,
          createdAt: r.createdAt.toISOString(),
          handledAt: isoTimeOrNull(r.handledAt),
          handledBy: r.handledBy ?? null,
        })),
      };
    },

    history: (staff: StaffRow, query: history.HistoryQuery) => history.search(db, staff.role === 'operator' ? null : staff.id, query),
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
