import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZChatUuid } from './fields.ts';

/**
 * Where a chat picture lives: an image message's `message` (searchAnswer) and `body` (desk) is
 * this prefix and the picture's id. Staff load it as `<img src>` on their session cookie; the
 * customer's window, which may have no session at all, fetches it with `chatImage`.
 */
export const CHAT_IMAGE_PREFIX = '/qjmh/chat-image/';

export const chatImageUrl = (imageId: string) => `${CHAT_IMAGE_PREFIX}${imageId}`;

const IMAGE_ID_RE = /^[0-9a-f]{32}$/;

/** The picture id of a chat picture's address, or null for any other text. */
export function chatImageIdOf(address: string): string | null {
  if (!address.startsWith(CHAT_IMAGE_PREFIX)) return null;
  const id = address.slice(CHAT_IMAGE_PREFIX.length);
  return IMAGE_ID_RE.test(id) ? id : null;
}

/**
 * A picture of the customer's own conversation, for its window (a blob download: sealed POST,
 * the reply is the picture's bytes). Served only to the conversation's customer: the logged-in
 * user it belongs to, or the browser tab (envelope key) that opened it for a visitor.
 */
export const chatImage = defineCall({
  method: 'POST',
  path: '/customerService/image',
  sealed: true,
  request: z.object({ uuid: ZChatUuid, imageId: z.string().check(z.regex(IMAGE_ID_RE, '图片标识格式不正确')) }),
  response: z.object({ fileName: z.string(), size: z.int() }),
});
