import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type * as z from 'zod/mini';
import type { CallDef } from '@portal/contract/call';
import { ERRORS } from '@portal/contract/errors';
import { JSON_BODY_LIMIT_BYTES, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@portal/contract/limits';
import { API_PREFIX, HEADER } from '@portal/contract/envelope/protocol';
import {
  UPLOAD_DATA_FIELD,
  UPLOAD_FILES_KEY,
  ZUploadManifest,
  uploadSpecOf,
  type UploadFileEntry,
} from '@portal/contract/envelope/upload';
import { isConnectionLost } from '../db/connection-lost.ts';
import { AppError } from '../errors.ts';
import { assertRolesDeclared, authorise, header, openBody, parseInput, sendSealedValue, verify, type CallContext, type CallOptions } from './envelope.ts';

/** One file of an upload, read whole into memory after its digest matched. */
export interface UploadedFile {
  /** The part name. */
  field: string;
  /** The file name the caller signed (not the part's `filename`). */
  name: string;
  size: number;
  /** The part's declared content type: a hint only, never trusted (check by content). */
  declaredType: string;
  bytes: Buffer;
}

export interface UploadOptions {
  /** At most the contract's `upload.maxFiles`. */
  maxFiles?: number;
  /** At most the contract's `upload.maxFileBytes`. */
  maxFileBytes?: number;
  rateLimit?: CallOptions['rateLimit'];
}

type UploadHandler<C extends CallDef> = (
  input: z.output<C['request']>,
  files: UploadedFile[],
  ctx: CallContext,
) => Promise<z.input<C['response']>>;

/**
 * @fastify/multipart's global limits: the largest the product takes; every upload route passes
 * its own, tighter ones. Files are never written to disk.
 */
const MULTIPART_OPTIONS = {
  limits: {
    fieldNameSize: 64,
    fieldSize: JSON_BODY_LIMIT_BYTES,
    fields: 1,
    files: UPLOAD_MAX_FILES,
    fileSize: UPLOAD_MAX_FILE_BYTES,
    parts: UPLOAD_MAX_FILES + 1,
    headerPairs: 20,
  },
};

const MULTIPART_LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Turns a parser failure into a coded error. Our own AppErrors pass through, and so does a lost
 * database connection (met while checking the nonce or the session): that is "busy, retry"
 * (503), not a malformed request.
 */
function uploadError(err: unknown, maxFileBytes: number): unknown {
  if (err instanceof AppError || isConnectionLost(err)) return err;
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxFileBytes);
  if (code && MULTIPART_LIMIT_ERRORS.has(code)) return new AppError('UPLOAD_TOO_MANY_FILES');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_MEDIA');
  return new AppError('MALFORMED_ENVELOPE');
}

function tooLarge(maxFileBytes: number): AppError {
  return new AppError('UPLOAD_FILE_TOO_LARGE', {
    message: `单个文件不能超过${Math.floor(maxFileBytes / 1024 / 1024) || 1}M`,
  });
}

/** Reads one file part, stopping as soon as it grows past `cap`; checks size and SM3 digest. */
async function readFile(stream: AsyncIterable<Buffer>, entry: UploadFileEntry, maxFileBytes: number): Promise<Buffer> {
  const hash = createHash('sm3');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxFileBytes) throw tooLarge(maxFileBytes);
    if (size > entry.size) throw new AppError('UPLOAD_FILE_MISMATCH');
    hash.update(chunk);
    chunks.push(chunk);
  }
  if (size !== entry.size || hash.digest('hex') !== entry.sm3) throw new AppError('UPLOAD_FILE_MISMATCH');
  return Buffer.concat(chunks, size);
}

/** How long a refused upload may take to finish sending before its connection is closed. */
const DISCARD_MS = 10_000;

/**
 * Reads and drops the rest of a request body. True when it ended within `maxBytes` and
 * DISCARD_MS; false (and the reading stops) otherwise.
 */
function discardRest(body: IncomingMessage, maxBytes: number): Promise<boolean> {
  body.unpipe();
  // The parser that listened is gone: a connection dropped from here on must not raise an
  // unheard 'error' (an uncaught exception).
  body.on('error', () => {});
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      body.off('data', onData).off('end', onEnd).off('close', onFail);
      if (!ended) body.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const timer = setTimeout(onFail, DISCARD_MS);
    body.on('data', onData).once('end', onEnd).once('close', onFail);
    body.resume();
  });
}

/** The decrypted `uploadData`: the call's input and the signed list of files. */
function splitUploadData(value: unknown, maxFiles: number, maxFileBytes: number) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('MALFORMED_ENVELOPE');
  const { [UPLOAD_FILES_KEY]: list = [], ...input } = value as Record<string, unknown>;
  const parsed = ZUploadManifest.safeParse(list);
  if (!parsed.success) throw new AppError('MALFORMED_ENVELOPE', { field: UPLOAD_FILES_KEY });
  if (parsed.data.length > maxFiles) throw new AppError('UPLOAD_TOO_MANY_FILES', { message: `最多上传${maxFiles}个文件` });
  if (parsed.data.some((f) => f.size > maxFileBytes)) throw tooLarge(maxFileBytes);
  return { input, manifest: parsed.data };
}

/**
 * Registers one multipart upload call (ARCHITECTURE §4.3, contract envelope/upload.ts). In
 * order: `uploadData` must be the first part; its envelope is verified and the caller's access
 * enforced exactly as `registerCall` does, the input validated against `call.request` and the
 * file list against the limits — all before a single file byte is read. Then each file part is
 * read into memory with a byte cap and its SM3 digest compared with the signed one. The
 * handler gets the input and the files; its reply is sealed like any sealed call.
 */
export function registerUpload<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: UploadHandler<C>,
  options: UploadOptions = {},
): void {
  const spec = uploadSpecOf(call);
  assertRolesDeclared(call);
  if (!call.sealed || call.method !== 'POST') throw new Error(`${call.path}: upload calls are sealed POSTs`);
  const maxFiles = Math.min(options.maxFiles ?? spec.maxFiles, spec.maxFiles);
  const maxFileBytes = Math.min(options.maxFileBytes ?? spec.maxFileBytes, spec.maxFileBytes);

  // Each upload route gets its own scope with the multipart parser. The plugin hooks every route
  // of the scope it is registered in (an async onRequest and an async onResponse), so registered
  // at the root it cost every other call of the portal, the 3-second polls included.
  app.register(async (scope) => {
    await scope.register(multipart, MULTIPART_OPTIONS);
    declareUploadRoute(scope, call, handler, { maxFiles, maxFileBytes, rateLimit: options.rateLimit });
  });
}

/** The route itself, in a scope that has the multipart parser; `limits` are already the call's. */
function declareUploadRoute<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: UploadHandler<C>,
  { maxFiles, maxFileBytes, rateLimit }: Required<Omit<UploadOptions, 'rateLimit'>> & Pick<UploadOptions, 'rateLimit'>,
): void {
  // Refusals the call's screen handles as answers (CallDef.answers) are replied with HTTP 200, as
  // for every other call: a refused picture is an answer, not a failed request in the console.
  const answeredCodes = (call.answers ?? []).map((name) => ERRORS[name].code);
  const config = { ...(rateLimit ? { rateLimit } : {}), ...(answeredCodes.length > 0 ? { answeredCodes } : {}) };
  app.route({
    method: 'POST',
    url: API_PREFIX + call.path,
    ...(Object.keys(config).length > 0 ? { config } : {}),
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA');
      const token = header(req, HEADER.token);
      const ctx: CallContext = { caller: req, request: req, reply, token, session: undefined };
      const parts = req.parts({
        limits: {
          fieldNameSize: 64,
          fieldSize: JSON_BODY_LIMIT_BYTES,
          fields: 1,
          files: maxFiles,
          // One byte over the limit is enough to know a file is too large.
          fileSize: maxFileBytes + 1,
          parts: maxFiles + 1,
        },
      });
      let keyHex = '';
      let input: z.output<C['request']> | undefined;
      let manifest: UploadFileEntry[] = [];
      const files: UploadedFile[] = [];
      try {
        for await (const part of parts) {
          if (input === undefined) {
            if (part.type !== 'field' || part.fieldname !== UPLOAD_DATA_FIELD || typeof part.value !== 'string') {
              throw new AppError('UPLOAD_DATA_MISSING');
            }
            if (part.valueTruncated) throw new AppError('BODY_TOO_LARGE');
            keyHex = await verify(app, req, part.value);
            ctx.keyId = header(req, HEADER.keyId);
            ctx.session = await authorise(app, call, req, token, false);
            let sealed: unknown;
            try {
              sealed = JSON.parse(part.value);
            } catch {
              throw new AppError('MALFORMED_ENVELOPE');
            }
            const split = splitUploadData(openBody(keyHex, sealed), maxFiles, maxFileBytes);
            manifest = split.manifest;
            input = parseInput(call, split.input);
            continue;
          }
          if (part.type !== 'file') throw new AppError('MALFORMED_ENVELOPE');
          const entry = manifest[files.length];
          if (!entry || entry.field !== part.fieldname) throw new AppError('UPLOAD_FILE_MISMATCH');
          const bytes = await readFile(part.file, entry, maxFileBytes);
          files.push({ field: entry.field, name: entry.name, size: bytes.length, declaredType: part.mimetype, bytes });
        }
      } catch (err) {
        // Refused before the body was read to its end (a file too large, a bad signature): the
        // caller is still sending. Replying and closing at once makes browsers and fetch report a
        // reset connection instead of our message, so the rest of an upload of allowed size is
        // read and dropped first; anything larger or slower gets the reply and a closed connection.
        if (!req.raw.readableEnded && !(await discardRest(req.raw, maxFiles * maxFileBytes + JSON_BODY_LIMIT_BYTES))) {
          reply.header('connection', 'close');
        }
        throw uploadError(err, maxFileBytes);
      }
      if (input === undefined) throw new AppError('UPLOAD_DATA_MISSING');
      if (files.length < manifest.length) throw new AppError('UPLOAD_FILE_MISSING');
      const data = await handler(input, files, ctx);
      return sendSealedValue(reply, keyHex, data);
    },
  });
}
