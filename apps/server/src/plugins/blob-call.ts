import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { CallDef } from '@portal/contract/call';
import { API_PREFIX, HEADER } from '@portal/contract/envelope/protocol';
import { assertRolesDeclared, authorise, header, openBody, parseInput, verify, type CallContext, type CallOptions } from './envelope.ts';

interface BlobReplyBase {
  fileName: string;
  mime: string;
  /** `inline` for a file the browser shows (a statement opened in a print view); `attachment` by default. */
  disposition?: 'inline' | 'attachment';
}

/**
 * A file held whole (`bytes`), or written while it is sent (`stream`): a large export is never
 * held whole in memory. A stream's failure after the first byte can no longer become a coded
 * error: the connection is cut, and the client sees a broken download, never a truncated file
 * that looks whole. Everything that can be refused must be refused before the stream starts.
 */
export type BlobReply = BlobReplyBase & ({ bytes: Buffer; stream?: undefined } | { stream: Readable; bytes?: undefined });

/** RFC 6266/5987: an ASCII fallback name and the real (Chinese) name percent-encoded. */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A blob download (§7: POST, filename from content-disposition). The request is a sealed call
 * (signature, timestamp, nonce, encrypted body, access) exactly like `registerCall`; the reply
 * is the file itself, which the envelope cannot carry as JSON. Failures are the usual coded
 * JSON errors, so the client tells them apart by content type.
 */
export function registerBlobCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (input: z.output<C['request']>, ctx: CallContext) => Promise<BlobReply>,
  options: Pick<CallOptions, 'rateLimit'> = {},
): void {
  if (!call.sealed || call.method !== 'POST') throw new Error(`${call.path}: blob calls are sealed POSTs`);
  assertRolesDeclared(call);
  app.route({
    method: 'POST',
    url: API_PREFIX + call.path,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const token = header(req, HEADER.token);
      const ctx: CallContext = { caller: req, request: req, reply, token, session: undefined };
      const keyHex = await verify(app, req, req.rawBody ?? '');
      ctx.keyId = header(req, HEADER.keyId);
      ctx.session = await authorise(app, call, req, token, false);
      const input = parseInput(call, openBody(keyHex, req.body));
      const file = await handler(input, ctx);
      reply
        .header('content-type', file.mime)
        .header('content-disposition', contentDisposition(file.fileName, file.disposition))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.stream) {
        // Fastify pipes the stream and destroys it when the client goes away, which stops the writer.
        file.stream.on('error', (err) => req.log.warn({ err, call: call.path }, 'blob stream failed after the reply started'));
        return reply.send(file.stream);
      }
      return reply.send(file.bytes);
    },
  });
}
