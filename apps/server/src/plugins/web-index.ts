import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENVELOPE_KEY_META } from '@portal/contract/envelope/protocol';
import { precompress, sendPrecompressed, type Precompressed } from './precompressed.ts';

interface RenderedIndex {
  publicKey: string;
  etag: string;
  body: Precompressed;
}

/**
 * The built index.html with the server's current SM2 public key in a meta tag, so that a new
 * tab's key exchange skips its discovery round trip (ARCHITECTURE §4.1; on a phone's network a
 * round trip before the first paint, issue 36). Rendered and compressed once per key: a key
 * rotation changes the page and its ETag, and a tab holding the previous page still agrees a key
 * while the previous key is accepted, or falls back to discovery.
 */
export function registerWebIndex(app: FastifyInstance, root: string): void {
  const template = readFileSync(resolve(root, 'index.html'), 'utf8');
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  let rendered: RenderedIndex | undefined;

  const render = (publicKey: string): RenderedIndex => {
    if (!/^[0-9a-f]+$/i.test(publicKey)) throw new Error('the envelope public key is not hex');
    const html = template.replace('</head>', `  <meta name="${ENVELOPE_KEY_META}" content="${publicKey}" />\n  </head>`);
    return {
      publicKey,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      body: precompress(html),
    };
  };

  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const publicKey = app.envelopeKeys.publicKey;
    if (rendered?.publicKey !== publicKey) rendered = render(publicKey);
    reply.header('cache-control', 'no-cache').header('etag', rendered.etag).header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
    return sendPrecompressed(req, reply.type('text/html; charset=utf-8'), rendered.body);
  };
  app.get('/', serve);
  app.get('/index.html', serve);
}
