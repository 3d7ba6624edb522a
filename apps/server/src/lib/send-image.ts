import type { FastifyReply } from 'fastify';

/**
 * Answers with a stored picture for `<img src>` (an image request cannot carry the envelope):
 * only pictures that passed the content check are stored, and they go out with that checked
 * type and nosniff, so a browser never reads them as anything else.
 */
export function sendImage(reply: FastifyReply, image: { mime: string; bytes: Buffer }, cacheControl: string) {
  return reply
    .header('content-type', image.mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .header('content-disposition', 'inline')
    .send(image.bytes);
}
