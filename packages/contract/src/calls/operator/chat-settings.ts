import * as z from 'zod/mini';
import { ZMultilineText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZQuickEntry, ZRecommendedFunction } from '../customer-service/get-customer-setting.ts';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** What operators set for customer service (issue 4): the window's content and the desk's rules. */
export const ZChatSettings = z.object({
  suggestData: z.array(ZRecommendedFunction).check(z.maxLength(12)),
  quickEntryData: z.array(ZQuickEntry).check(z.maxLength(12)),
  serviceHours: z.object({
    start: z.string().check(z.regex(HHMM, '时间格式应为 HH:mm')),
    end: z.string().check(z.regex(HHMM, '时间格式应为 HH:mm')),
  }),
  /** Live conversations an agent holds at most. */
  maxConcurrent: z.int().check(z.minimum(1), z.maximum(20)),
  /** Minutes without desk activity after which an online agent is set away. */
  agentIdleMinutes: z.int().check(z.minimum(1), z.maximum(240)),
  cannedReplies: z.array(ZMultilineText.check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(50)),
});
export type ChatSettings = z.infer<typeof ZChatSettings>;

export const getChatSettings = defineCall({
  method: 'POST',
  path: '/staff/ops/chat/settings',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: ZChatSettings,
});

export const saveChatSettings = defineCall({
  method: 'POST',
  path: '/staff/ops/chat/settings/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: ZChatSettings,
  response: ZChatSettings,
});
