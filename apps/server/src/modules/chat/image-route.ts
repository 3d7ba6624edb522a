import type { FastifyInstance } from 'fastify';
import { chatImage, CHAT_IMAGE_PREFIX } from '@portal/contract/calls/customer-service/chat-image';
import { AppError } from '../../errors.ts';
import { registerBlobCall } from '../../plugins/blob-call.ts';
import { sendImage } from '../../lib/send-image.ts';
import { readSessionCookie } from '../session/cookie.ts';
import { staffWithRole } from '../staff/staff-with-role.ts';
import { chatCaller } from './customer.ts';
import * as repo from './repo.ts';

const IMAGE_ID_RE = /^[0-9a-f]{32}$/;
const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * A conversation's pictures, to its two sides only (see docs/decisions.md):
 * - staff load them as `<img src>` from CHAT_IMAGE_PREFIX on their session cookie (HttpOnly,
 *   SameSite=Strict; an image request cannot carry the envelope): whoever may read the
 *   conversation on the desk (desk-service `mayRead`) may see its pictures;
 * - the customer's window, which may have no session, fetches them with the sealed `chatImage`
 *   call, answered only to the conversation's customer (owner.ts).
 */
export function chatImageRoute(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>(`${CHAT_IMAGE_PREFIX}:id`, async (request, reply) => {
    const state = await app.sessions.state(readSessionCookie(request));
    if (!state.live || state.session.kind !== 'staff') throw new AppError('NOT_LOGGED_IN');
    const staff = await staffWithRole(app, state.session.principalId, ['agent', 'operator']);
    const id = request.params.id;
    const image = IMAGE_ID_RE.test(id) ? await repo.findImage(app.database.db, id) : undefined;
    if (!image) throw new AppError('CHAT_IMAGE_NOT_FOUND');
    await app.desk.readable(staff, image.conversationId);
    return sendImage(reply, image, 'private, no-store');
  });

  registerBlobCall(app, chatImage, async (input, ctx) => {
    const image = await app.chat.customerImage(input.uuid, input.imageId, chatCaller(app, ctx));
    return { fileName: `${input.imageId}.${EXTENSION[image.mime] ?? 'jpg'}`, mime: image.mime, bytes: image.bytes };
  });
}
