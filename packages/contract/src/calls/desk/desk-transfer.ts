import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZChatUuid } from '../customer-service/fields.ts';

/**
 * Hands a conversation the agent holds to a colleague who is online and below their maximum,
 * with a note for them. The customer is told and keeps their place.
 */
export const deskTransfer = defineCall({
  method: 'POST',
  path: '/staff/desk/transfer',
  sealed: true,
  access: 'staff',
  roles: ['agent'],
  request: z.object({
    uuid: ZChatUuid,
    toLoginName: ZText.check(z.minLength(1, '请选择转接的坐席'), z.maxLength(40)),
    note: ZMultilineText.check(z.trim(), z.maxLength(200, '转接备注不能超过200个字')),
  }),
  response: z.object({ transferred: z.boolean() }),
});
