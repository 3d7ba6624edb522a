import { CHAT_END_REASONS, type ChatMessage } from '@portal/contract/calls/customer-service/fields';
import { CHAT_MAX_POLLS } from '@portal/contract/limits';
import { CHAT_MESSAGES } from '@portal/contract/messages';

/**
 * The customer's count of 3-second polls (§4 Customer chat): polls that bring nothing from
 * the agent count up, an agent's message (or the agent joining) starts the count again. At CHAT_MAX_POLLS the
 * session ends, with reason 1 (long silence) if the agent had answered before, else 2
 * (connection timeout). The server keeps the same count and ends the conversation itself;
 * the window's count only makes sure it stops even if the server's verdict never arrives.
 */
export interface PollCounter {
  silentPolls: number;
  agentAnswered: boolean;
}

export const FRESH_COUNTER: PollCounter = { silentPolls: 0, agentAnswered: false };

/** Whether a message is the agent's doing (anything they sent, or joining), which resets the count as the server does. */
export function isAgentAnswer(m: Pick<ChatMessage, 'sender' | 'msgType'>): boolean {
  return m.sender === 'agent' || m.msgType === 'msgStart';
}

/** The counter after one poll; a failed poll brought nothing either. */
export function afterPoll(counter: PollCounter, messages: readonly Pick<ChatMessage, 'sender' | 'msgType'>[]): PollCounter {
  if (messages.some(isAgentAnswer)) return { silentPolls: 0, agentAnswered: true };
  return { ...counter, silentPolls: counter.silentPolls + 1 };
}

/** The end reason once the count is used up (1 or 2), else null. */
export function pollTimeoutReason(counter: PollCounter): number | null {
  if (counter.silentPolls < CHAT_MAX_POLLS) return null;
  return counter.agentAnswered ? CHAT_END_REASONS.longSilence : CHAT_END_REASONS.connectTimeout;
}

/** What the window says when a human conversation ended, by the server's reason. */
export function endMessage(endReason: number | null): string {
  if (endReason === CHAT_END_REASONS.longSilence) return CHAT_MESSAGES.endedLongSilence;
  if (endReason === CHAT_END_REASONS.connectTimeout) return CHAT_MESSAGES.endedConnectTimeout;
  return CHAT_MESSAGES.humanDisconnected;
}

/** Queue position of §7 (1 = next) as "customers in front of you". */
export function customersAhead(position: number): number {
  return Math.max(0, position - 1);
}
