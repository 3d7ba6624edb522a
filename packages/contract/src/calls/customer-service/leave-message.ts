import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { FEEDBACK_MESSAGES, VALIDATION_MESSAGES } from '../../messages.ts';
import { isMobilePhone } from '../../validate/phone.ts';
import { ZClientUid } from './fields.ts';

/** Outside the service hours the customer leaves a message; agents call back (issue 4). */
export const leaveMessage = defineCall({
  method: 'POST',
  path: '/customerService/leaveMessage',
  sealed: true,
  request: z.object({
    clientUid: ZClientUid,
    name: ZText.check(z.trim(), z.minLength(1, FEEDBACK_MESSAGES.linkmanRequired), z.maxLength(20, '联系人不能超过20个字')),
    phone: z.string().check(z.refine(isMobilePhone, VALIDATION_MESSAGES.phone)),
    content: ZMultilineText.check(z.trim(), z.minLength(1, '请输入留言内容'), z.maxLength(500, '留言内容不能超过500个字')),
  }),
  response: z.object({ id: z.string() }),
});
