import * as z from 'zod/mini';
import { ZMultilineText } from '../../validate/field-types.ts';
import { isDashedDate } from '../../validate/date.ts';
import { CHAT_TEXT_MAX } from '../../limits.ts';
import { CHAT_MESSAGES } from '../../messages.ts';
import { ZChatEndReason, ZChatEndedBy, ZChatState } from '../customer-service/fields.ts';

/** A China-time day `yyyy-mm-dd`, or '' for no bound (history and ratings ranges). */
export const ZOptionalDay = z.string().check(
  z.regex(/^(\d{4}-\d{2}-\d{2})?$/, '日期格式不正确'),
  z.refine((v) => v === '' || isDashedDate(v), '日期格式不正确'),
);

/** An agent's presence (issue 4): only `online` agents receive conversations. */
export const ZAgentStatus = z.enum(['online', 'away', 'offline']);
export type AgentStatus = z.infer<typeof ZAgentStatus>;
export const AGENT_STATUS_LABELS: Record<AgentStatus, string> = { online: '在线', away: '离开', offline: '离线' };

export const CHAT_STATE_LABELS = { queued: '排队中', assigned: '待接入', connected: '服务中', ended: '已结束' } as const;
export const CHAT_ENDED_BY_LABELS = { agent: '坐席结束', customer: '客户结束', system: '系统结束' } as const;

/** Text an agent sends (the console shows text as text, so `< > &` are allowed this way). */
export const ZAgentText = ZMultilineText.check(
  z.trim(),
  z.minLength(1, CHAT_MESSAGES.emptyContent),
  z.maxLength(CHAT_TEXT_MAX, `发送内容不能超过${CHAT_TEXT_MAX}个字`),
);

/** A waiting customer as the desk's queue shows them. */
export const ZQueueItem = z.object({
  uuid: z.string(),
  customerName: z.string(),
  channelCode: z.string(),
  queuedAt: z.string(),
  /** Offered to this agent by the assignment rules (accept it first). */
  assignedToMe: z.boolean(),
  /** Transferred by a colleague, with their note. */
  transferNote: z.nullable(z.string()),
  transferredFrom: z.nullable(z.string()),
});

/** One of the agent's own live conversations (assigned to them or connected). */
export const ZDeskConversation = z.object({
  uuid: z.string(),
  customerName: z.string(),
  state: ZChatState,
  assignedAt: z.nullable(z.string()),
  connectedAt: z.nullable(z.string()),
  lastMessage: z.nullable(z.string()),
  lastMessageAt: z.nullable(z.string()),
  /** Customer messages the agent has not opened yet. */
  unread: z.int(),
});

/** A message as the desk shows it: every sender, images as addresses. */
export const ZDeskMessage = z.object({
  id: z.int(),
  sender: z.enum(['customer', 'agent', 'system']),
  kind: z.enum(['text', 'image', 'msgStart', 'msgEnd', 'notice']),
  body: z.string(),
  agentName: z.nullable(z.string()),
  at: z.string(),
});
export type DeskMessage = z.infer<typeof ZDeskMessage>;

export const ZConversationSummary = z.object({
  uuid: z.string(),
  customerName: z.string(),
  agentName: z.nullable(z.string()),
  state: ZChatState,
  queuedAt: z.string(),
  connectedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  endedBy: ZChatEndedBy,
  endReason: ZChatEndReason,
  /** The customer's rating, once given. */
  point: z.nullable(z.int()),
});
export type ConversationSummary = z.infer<typeof ZConversationSummary>;
