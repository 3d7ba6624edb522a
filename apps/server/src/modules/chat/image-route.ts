import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { sendImage } from '../../lib/send-image.ts';
import * as repo from './repo.ts';

/** Where chat pictures are served; the 128-bit random id is the capability to read one. */
export const CHAT_IMAGE_PREFIX = '/qjmh/chat-image/';

export const chatImageUrl = (imageId: string) => `${CHAT_IMAGE_PREFIX}${imageId}`;

/** Chat pictures as plain bytes for `<img src>` (see docs/decisions.md). */
export function chatImageRoute(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>(`${CHAT_IMAGE_PREFIX}:id`, async (request, reply) => {
    const id = request.params.id;
    const image = /^[0-9a-f]{32}$/.test(id) ? await repo.findImage(app.database.db, id) : undefined;
    if (!image) throw new AppError('NOT_FOUND', { message: '图片不存在或已删除' });
    return sendImage(reply, image, 'private, max-age=86400');
  });
}
