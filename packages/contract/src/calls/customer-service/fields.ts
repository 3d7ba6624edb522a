import * as z from 'zod/mini';
import { ZMultilineText } from '../../validate/field-types.ts';
import { CHAT_CHANNEL_CODES, CHAT_HUMAN_FORBIDDEN_CHARS, CHAT_TEXT_MAX } from '../../limits.ts';
import { CHAT_MESSAGES } from '../../messages.ts';

/** Which portal the assistant serves (§7 askQuestion `systemToken`): the main portal or the open platform. */
export const ZSystemToken = z.enum(['qjhlwmh', 'qjyqzl']);
export type SystemToken = z.infer<typeof ZSystemToken>;

const ID_RE = /^[0-9A-Za-z-]{8,64}$/;
/** The assistant session a chat window opened (drawn by the window, one per opening). */
export const ZSessionNumber = z.string().check(z.regex(ID_RE, '会话编号格式不正确'));
/** A human conversation's `uuid` (§7), drawn by the server at establishConnection. */
export const ZChatUuid = z.string().check(z.regex(ID_RE, '会话标识格式不正确'));
/** The browser's own id (the slider client id of §3), so a returning visitor meets the same agent. */
export const ZClientUid = z.string().check(z.regex(ID_RE, '客户端标识格式不正确'));

export const ZChannelCode = z.enum([CHAT_CHANNEL_CODES.portal, CHAT_CHANNEL_CODES.direct]);

/** Chat text of §5: not empty after trimming, at most CHAT_TEXT_MAX characters. */
export const ZChatText = ZMultilineText.check(
  z.trim(),
  z.minLength(1, CHAT_MESSAGES.emptyContent),
  z.maxLength(CHAT_TEXT_MAX, `发送内容不能超过${CHAT_TEXT_MAX}个字`),
);

/** Whether text may go to a human agent (§5: no `<`, `>` or `&`). */
export function hasHumanForbiddenChars(text: string): boolean {
  return CHAT_HUMAN_FORBIDDEN_CHARS.some((c) => text.includes(c));
}

/** Text to a human: the chat rule plus the forbidden characters. */
export const ZHumanChatText = ZChatText.check(z.refine((t) => !hasHumanForbiddenChars(t), CHAT_MESSAGES.humanForbiddenChars));

/**
 * A human conversation's life (§4 Customer chat): waiting in the queue, offered to an agent,
 * talking, ended. `closed` is never stored: it answers a connection asked outside service hours.
 */
export const ZChatState = z.enum(['queued', 'assigned', 'connected', 'ended']);
export type ChatState = z.infer<typeof ZChatState>;

/**
 * Why a human conversation ended. 1 and 2 are the spec's poll-timeout reasons (§4): 1 the
 * agent had answered and then fell silent, 2 no agent ever answered.
 */
export const CHAT_END_REASONS = {
  longSilence: 1,
  connectTimeout: 2,
  customerLeft: 3,
  agentEnded: 4,
} as const;
export const ZChatEndReason = z.nullable(z.int());

/** Who ended a conversation. */
export const ZChatEndedBy = z.nullable(z.enum(['agent', 'customer', 'system']));

/**
 * One message of a human conversation as the customer's window receives it (§7 searchAnswer:
 * `message`, `msgType`). `msgStart`/`msgEnd` mark the agent joining and the end; an image
 * message's `message` is the address to load it from.
 */
export const ZChatMessage = z.object({
  id: z.int(),
  sender: z.enum(['customer', 'agent', 'system']),
  msgType: z.enum(['text', 'image', 'msgStart', 'msgEnd', 'notice']),
  message: z.string(),
  at: z.string(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;
