import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { CHAT_IMAGE_MAX_BYTES } from '../../limits.ts';
import { ZChatUuid } from './fields.ts';
import { CHAT_PICTURE_REFUSALS } from '../../picture-refusals.ts';

/**
 * §7 uploadImage (multipart, ARCHITECTURE §4.3): one picture for the human agent; png, jpg,
 * jpeg, bmp or gif under 5 MB, checked by content. Only while connected to a human.
 */
export const uploadImage = defineCall({
  method: 'POST',
  path: '/customerService/uploadImage',
  sealed: true,
  upload: { maxFiles: 1, maxFileBytes: CHAT_IMAGE_MAX_BYTES },
  answers: CHAT_PICTURE_REFUSALS,
  request: z.object({ uuid: ZChatUuid }),
  response: z.object({ id: z.int(), message: z.string(), at: z.string() }),
});
