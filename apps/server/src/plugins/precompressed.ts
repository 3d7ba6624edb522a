import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A public reply body compressed once, in every encoding a browser may ask for. */
export interface Precompressed {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function precompress(text: string): Precompressed {
  const plain = Buffer.from(text);
  return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
}

/**
 * Sends the encoding the caller accepts (brotli first), with `vary`. Only for public bodies:
 * compressing secrets beside attacker-chosen text leaks through the length (CRIME/BREACH).
 */
export function sendPrecompressed(req: FastifyRequest, reply: FastifyReply, body: Precompressed): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(body.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.plain);
}
