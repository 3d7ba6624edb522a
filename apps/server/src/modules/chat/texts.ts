import { CHAT_END_REASONS } from '@portal/contract/calls/customer-service/fields';
import { CHAT_MESSAGES } from '@portal/contract/messages';

/** What the server writes into conversations itself (system messages), in the spec's words where it has them. */
export const CHAT_SERVER_TEXTS = {
  agentJoined: (agent: string) => `${agent}为您服务，请问有什么可以帮您？`,
  transferred: '正在为您转接其他客服，请稍候…',
  image: '[图片]',
  visitor: (clientUid: string) => `访客${clientUid.replace(/-/g, '').slice(-4).toUpperCase()}`,
  ended: {
    [CHAT_END_REASONS.longSilence]: CHAT_MESSAGES.endedLongSilence,
    [CHAT_END_REASONS.connectTimeout]: CHAT_MESSAGES.endedConnectTimeout,
    [CHAT_END_REASONS.customerLeft]: '您已结束本次人工服务。',
    [CHAT_END_REASONS.agentEnded]: '客服已结束本次服务，感谢您的咨询。',
  } as Record<number, string>,
} as const;
