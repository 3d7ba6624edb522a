import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { CallDef } from '@portal/contract/call';
import { SUCCESS_CODE, SUCCESS_MSG } from '@portal/contract/errors';
import {
  API_PREFIX,
  HEADER,
  TIMESTAMP_WINDOW_MS,
  isSealedBody,
  REPLY_ENCODING,
  sealBytes,
  sign,
  signaturesEqual,
  unseal,
} from '@portal/contract/envelope/protocol';
import { AppError } from '../errors.ts';
import { readSessionCookie } from '../modules/session/cookie.ts';
import { tokensEqual, type SessionRow } from '../modules/session/service.ts';
import { serverCipher, randomIvHex } from '../modules/security/server-cipher.ts';
import { JsonDocument } from './json-document.ts';
import { JsonText } from './json-text.ts';

const NONCE_RE = /^[0-9A-Za-z-]{8,64}$/;

export interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's anti-CSRF token header (empty before login). */
  token: string;
  /** The caller's live session, on calls whose access is `user` or `staff`. */
  session: SessionRow | undefined;
}

export interface CallOptions {
  /** Per-address limit on this call, counted in the database across instances. */
  rateLimit?: { max: number; timeWindow: number };
  /** The status poll reads the session without counting as activity (ARCHITECTURE §5). */
  passive?: boolean;
}

type Handler<C extends CallDef> = (
  input: z.output<C['request']>,
  ctx: CallContext,
) => Promise<z.input<C['response']> | JsonText>;

export function header(req: FastifyRequest, name: string): string {
  const v = req.headers[name];
  return typeof v === 'string' ? v : '';
}

/**
 * Checks key, timestamp, signature and nonce of a sealed call (ARCHITECTURE §4.4); returns the
 * key. `body` is the signed text: the raw JSON body, or an upload's `uploadData` part (§4.3).
 */
export async function verify(app: FastifyInstance, req: FastifyRequest, body: string = req.rawBody ?? ''): Promise<string> {
  const keyId = header(req, HEADER.keyId);
  const keyHex = keyId ? await app.envelopeKeys.resolveKey(keyId) : undefined;
  if (!keyHex) throw new AppError('UNKNOWN_KEY');

  const timestamp = header(req, HEADER.timestamp);
  const ts = Number(timestamp);
  if (
    !/^\d{1,16}$/.test(timestamp) ||
    Math.abs(Date.now() - ts) > TIMESTAMP_WINDOW_MS ||
    ts < app.envelopeKeys.earliestTimestamp
  ) {
    throw new AppError('STALE_TIMESTAMP');
  }
  const nonce = header(req, HEADER.nonce);
  if (!NONCE_RE.test(nonce)) throw new AppError('MALFORMED_ENVELOPE', { field: HEADER.nonce });

  const expected = sign(serverCipher, keyHex, {
    method: req.method,
    path: req.url,
    timestamp,
    nonce,
    token: header(req, HEADER.token),
    body,
  });
  if (!signaturesEqual(expected, header(req, HEADER.sign).toLowerCase())) throw new AppError('BAD_SIGNATURE');
  // Claimed only after the signature holds, so strangers cannot fill the nonce table.
  if (!(await app.envelopeKeys.claimNonce(nonce))) throw new AppError('REPLAYED_NONCE');
  return keyHex;
}

export function openBody(keyHex: string, body: unknown): unknown {
  if (!isSealedBody(body)) throw new AppError('MALFORMED_ENVELOPE');
  try {
    return unseal(serverCipher, keyHex, body);
  } catch {
    throw new AppError('MALFORMED_ENVELOPE');
  }
}

/**
 * The access rule of a call (§6, ARCHITECTURE §5): a live session of the right kind whose
 * anti-CSRF token matches `x-token`. Staff sessions never pass a customer check, nor the reverse.
 */
export async function authorise(app: FastifyInstance, call: CallDef, req: FastifyRequest, token: string, passive: boolean) {
  const access = call.access ?? 'public';
  if (access === 'public') return undefined;
  const state = await app.sessions.state(readSessionCookie(req));
  if (!state.live) throw new AppError('NOT_LOGGED_IN');
  if (state.session.kind !== access) throw new AppError('WRONG_ROLE');
  if (!tokensEqual(state.session.csrfToken, token)) throw new AppError('BAD_SESSION_TOKEN');
  if (!passive) await app.sessions.touch(state.session);
  return state.session;
}

export function parseInput<C extends CallDef>(call: C, value: unknown): z.output<C['request']> {
  const schema = call.request;
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data as z.output<C['request']>;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  throw new AppError('VALIDATION', { message: issue?.message ?? undefined, field });
}

/**
 * A sealed success reply. Hex and base64 need no escaping, so the reply is written as text
 * without a JSON.stringify pass over the sealed data.
 */
function sendSealed(reply: FastifyReply, keyHex: string, bytes: Uint8Array, encoding: '' | typeof REPLY_ENCODING) {
  const { iv, data } = sealBytes(serverCipher, keyHex, bytes, randomIvHex());
  const enc = encoding ? `,"enc":"${encoding}"` : '';
  return reply.type('application/json').send(`{"code":${SUCCESS_CODE},"msg":"${SUCCESS_MSG}","iv":"${iv}"${enc},"data":"${data}"}`);
}

/** A sealed success reply carrying `value` as JSON (the upload calls answer this way too). */
export function sendSealedValue(reply: FastifyReply, keyHex: string, value: unknown) {
  return sendSealed(reply, keyHex, Buffer.from(JSON.stringify(value ?? null), 'utf8'), '');
}

/**
 * Registers one §7 call: sealed calls are verified, decrypted, validated against the contract
 * schema and answered encrypted; unsigned calls are validated and answered in plain JSON.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  options: CallOptions = {},
): void {
  app.route({
    method: call.method,
    url: API_PREFIX + call.path,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const raw = call.method === 'GET' ? req.query : req.body;
      const token = header(req, HEADER.token);
      const ctx: CallContext = { request: req, reply, token, session: undefined };
      if (!call.sealed) {
        ctx.session = await authorise(app, call, req, token, options.passive ?? false);
        const data = await handler(parseInput(call, raw), ctx);
        if (!(data instanceof JsonText)) return reply.send({ code: SUCCESS_CODE, msg: SUCCESS_MSG, data });
        return reply.type('application/json').send(`{"code":${SUCCESS_CODE},"msg":"${SUCCESS_MSG}","data":${data.text}}`);
      }
      const keyHex = await verify(app, req);
      ctx.session = await authorise(app, call, req, token, options.passive ?? false);
      const input = parseInput(call, call.method === 'GET' ? raw : openBody(keyHex, raw));
      const data = await handler(input, ctx);
      if (!(data instanceof JsonText)) return sendSealedValue(reply, keyHex, data);
      if (data instanceof JsonDocument && header(req, HEADER.acceptEncoding).includes(REPLY_ENCODING)) {
        return sendSealed(reply, keyHex, data.deflated, REPLY_ENCODING);
      }
      return sendSealed(reply, keyHex, data.bytes, '');
    },
  });
}
