import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { CHAT_IMAGE_MAX_BYTES } from '../../limits.ts';
import { ZChatUuid } from '../customer-service/fields.ts';

/** The agent's picture to the customer (multipart; same types and size as the customer's, §5). */
export const deskSendImage = defineCall({
  method: 'POST',
  path: '/staff/desk/sendImage',
  sealed: true,
  upload: { maxFiles: 1, maxFileBytes: CHAT_IMAGE_MAX_BYTES },
  access: 'staff',
  roles: ['agent'],
  request: z.object({ uuid: ZChatUuid }),
  response: z.object({ id: z.int(), at: z.string(), url: z.string() }),
});
