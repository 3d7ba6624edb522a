import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { CallDef } from '@portal/contract/call';
import { ZStaffRole, type StaffRole } from '@portal/contract/calls/staff/staff-member';
import { ERRORS, SUCCESS_CODE, SUCCESS_MSG } from '@portal/contract/errors';
import {
  API_PREFIX,
  HEADER,
  ONLINE_CONTEXT,
  TIMESTAMP_WINDOW_MS,
  isSealedBody,
  REPLY_ENCODING,
  unsealBytes,
} from '@portal/contract/envelope/protocol';
import { utf8Decode } from '@portal/contract/envelope/bytes';
import { AppError } from '../errors.ts';
import { readSessionCookie } from '../modules/session/cookie.ts';
import { staffWithRole } from '../modules/staff/staff-with-role.ts';
import { hashSessionId, tokensEqual, type SessionRow } from '../modules/session/service.ts';
import { serverCipher, signatureHolds } from '../modules/security/server-cipher.ts';
import { sealedReplyBytes, SUCCESS_MSG_JSON } from './sealed-reply.ts';
import { JsonDocument } from './json-document.ts';
import { JsonText } from './json-text.ts';
import { andThen, type MaybePromise } from '../lib/maybe-promise.ts';
import { refuseUnstorable } from './storable-input.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error codes the call's screen handles as answers (CallDef.answers): replied with HTTP 200. */
    answeredCodes?: readonly number[];
  }
}

const NONCE_RE = /^[0-9A-Za-z-]{8,64}$/;

/** What the envelope reads of a request: a Fastify request and a bare Node one both are one. */
export interface CallRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

/** What every call's handler may read, whichever way the call came in (see poll-lane.ts). */
export interface CallBasics {
  caller: CallRequest;
  /** The caller's anti-CSRF token header (empty before login). */
  token: string;
  /** The caller's live session, on calls whose access is `user` or `staff`. */
  session: SessionRow | undefined;
  /**
   * The envelope key id the call's stamp was verified with: the browser tab's handshake, which
   * only that tab can sign for (sealed calls only; set once the signature holds).
   */
  keyId?: string;
}

/** A call answered through Fastify may also set reply headers (cookies) and read the address. */
export interface CallContext extends CallBasics {
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface CallOptions {
  /** Per-address limit on this call, counted in the database across instances. */
  rateLimit?: { max: number; timeWindow: number };
  /** The status poll reads the session without counting as activity (ARCHITECTURE §5). */
  passive?: boolean;
}

/** A call's work; a reply it already has in memory may come back at once, without a promise. */
type Handler<C extends CallDef, Ctx extends CallBasics = CallContext> = (
  input: z.output<C['request']>,
  ctx: Ctx,
) => MaybePromise<z.input<C['response']> | JsonText>;

export function header(req: CallRequest, name: string): string {
  const v = req.headers[name];
  return typeof v === 'string' ? v : '';
}

/**
 * Checks key, timestamp, signature and nonce of a sealed call (ARCHITECTURE §4.4); returns the
 * key. `body` is the signed text: the raw JSON body, or an upload's `uploadData` part (§4.3).
 * Answers at once when the key is known here and the nonce store is in memory (the polls).
 */
export function verify(app: FastifyInstance, req: CallRequest, body: string): MaybePromise<string> {
  const keyId = header(req, HEADER.keyId);
  const keyHex = keyId ? app.envelopeKeys.resolveKey(keyId) : undefined;
  return andThen(keyHex, (key) => verifyStamp(app, req, body, key));
}

function verifyStamp(app: FastifyInstance, req: CallRequest, body: string, keyHex: string | undefined): MaybePromise<string> {
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

  const stamp = { method: req.method, path: req.url, timestamp, nonce, token: header(req, HEADER.token), body };
  if (!signatureHolds(keyHex, stamp, header(req, HEADER.sign))) throw new AppError('BAD_SIGNATURE');
  // Claimed only after the signature holds, so strangers cannot fill the nonce table.
  return andThen(app.envelopeKeys.claimNonce(nonce), (fresh) => {
    if (!fresh) throw new AppError('REPLAYED_NONCE');
    return keyHex;
  });
}

export function openBody(keyHex: string, body: unknown): unknown {
  if (!isSealedBody(body)) throw new AppError('MALFORMED_ENVELOPE');
  let json: string;
  let value: unknown;
  try {
    json = utf8Decode(unsealBytes(serverCipher, keyHex, body));
    value = JSON.parse(json);
  } catch {
    throw new AppError('MALFORMED_ENVELOPE');
  }
  refuseUnstorable(value, json);
  return value;
}

/**
 * The access rule of a call (§6, ARCHITECTURE §5): a live session of the right kind whose
 * anti-CSRF token matches `x-token`, and on a staff call a staff member of one of its roles.
 * Staff sessions never pass a customer check, nor the reverse; an agent never passes an
 * operator's call, nor the reverse, whatever the handler checks after.
 */
export function authorise(app: FastifyInstance, call: CallDef, req: CallRequest, token: string, passive: boolean): MaybePromise<SessionRow | undefined> {
  return call.access === undefined || call.access === 'public' ? undefined : authoriseSession(app, call, req, token, passive);
}

/**
 * The caller's session. A passive call (a poll) reads it through the status cache like
 * userStatus (issue 21): kept until the database says the session changed, so a poll behind a
 * login costs no session query of its own.
 */
async function sessionStateOf(app: FastifyInstance, req: CallRequest, passive: boolean) {
  const cookie = readSessionCookie(req);
  if (!passive || !cookie) return app.sessions.state(cookie);
  return app.sessions.stateOf((await app.statusCache.read(hashSessionId(cookie)))?.session);
}

async function authoriseSession(app: FastifyInstance, call: CallDef, req: CallRequest, token: string, passive: boolean) {
  const state = await sessionStateOf(app, req, passive);
  // §8: a direct-connection page whose session is gone sends its top window to the timeout login.
  if (!state.live) throw new AppError(header(req, HEADER.context) === ONLINE_CONTEXT ? 'SESSION_TIMEOUT_DIRECT' : 'NOT_LOGGED_IN');
  if (state.session.kind !== call.access) throw new AppError('WRONG_ROLE');
  if (!tokensEqual(state.session.csrfToken, token)) throw new AppError('BAD_SESSION_TOKEN');
  // A call open to every staff role needs no lookup; any other reads the member's role.
  if (call.access === 'staff' && !servesEveryRole(call.roles)) await staffWithRole(app, state.session.principalId, call.roles);
  if (!passive) await app.sessions.touch(state.session);
  return state.session;
}

function servesEveryRole(roles: readonly StaffRole[]): boolean {
  return ZStaffRole.options.every((role) => roles.includes(role));
}

/** Refuses at start-up a staff call that does not say which staff roles it serves (a cast or plain JS can skip the type). */
export function assertRolesDeclared(call: CallDef): void {
  if (call.access === 'staff' && !(Array.isArray(call.roles) && call.roles.length > 0)) {
    throw new Error(`${call.path}: a staff call must list its roles`);
  }
}

export function parseInput<C extends CallDef>(call: C, value: unknown): z.output<C['request']> {
  // A body was checked where it was decoded (openBody, parseJsonBody); a query is checked here.
  if (call.method === 'GET') refuseUnstorable(value);
  const schema = call.request;
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data as z.output<C['request']>;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  throw new AppError('VALIDATION', { message: issue?.message ?? undefined, field });
}

/** The content type of every JSON reply, named as Fastify names it for text. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A sealed success reply carrying `value` as JSON (the upload calls answer this way too). */
export function sendSealedValue(reply: FastifyReply, keyHex: string, value: unknown) {
  return reply.type(JSON_CONTENT_TYPE).send(sealedValueBytes(keyHex, value));
}

function sealedValueBytes(keyHex: string, value: unknown): Buffer {
  return sealedReplyBytes(keyHex, Buffer.from(JSON.stringify(value ?? null), 'utf8'), '');
}

/** A sealed call's result as reply bytes: serialised here, or already text (a kept document, compressed when the caller can inflate). */
function sealedResultBytes(req: CallRequest, keyHex: string, data: unknown): Buffer {
  if (!(data instanceof JsonText)) return sealedValueBytes(keyHex, data);
  if (data instanceof JsonDocument && header(req, HEADER.acceptEncoding).includes(REPLY_ENCODING)) {
    return sealedReplyBytes(keyHex, data.deflated, REPLY_ENCODING);
  }
  return sealedReplyBytes(keyHex, data.bytes, '');
}

/**
 * A sealed call from request to reply bytes, whatever carries it (ARCHITECTURE §4): checks the
 * stamp, the access rule and the input, runs the handler and seals its result. `rawBody` is
 * the signed text; `payload` is the body parsed, or a GET's query. Each step runs at once when
 * the one before had its answer in memory (see andThen).
 */
export function answerSealed<C extends CallDef, Ctx extends CallBasics>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C, Ctx>,
  passive: boolean,
  ctx: Ctx,
  rawBody: string,
  payload: unknown,
): MaybePromise<Buffer> {
  const req = ctx.caller;
  return andThen(verify(app, req, rawBody), (keyHex) => {
    ctx.keyId = header(req, HEADER.keyId);
    return andThen(authorise(app, call, req, ctx.token, passive), (session) => {
      ctx.session = session;
      const input = parseInput(call, call.method === 'GET' ? payload : openBody(keyHex, payload));
      return andThen(handler(input, ctx), (data) => sealedResultBytes(req, keyHex, data));
    });
  });
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
  assertRolesDeclared(call);
  const passive = options.passive ?? false;
  async function answerPlain(req: FastifyRequest, reply: FastifyReply, ctx: CallContext) {
    ctx.session = await authorise(app, call, req, ctx.token, passive);
    const data = await handler(parseInput(call, call.method === 'GET' ? req.query : req.body), ctx);
    if (!(data instanceof JsonText)) return reply.send({ code: SUCCESS_CODE, msg: SUCCESS_MSG, data });
    return reply.type('application/json').send(`{"code":${SUCCESS_CODE},"msg":${SUCCESS_MSG_JSON},"data":${data.text}}`);
  }

  const answeredCodes = (call.answers ?? []).map((name) => ERRORS[name].code);
  const config = { ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}), ...(answeredCodes.length > 0 ? { answeredCodes } : {}) };
  app.route({
    method: call.method,
    url: API_PREFIX + call.path,
    ...(Object.keys(config).length > 0 ? { config } : {}),
    handler: (req: FastifyRequest, reply: FastifyReply) => {
      const ctx: CallContext = { caller: req, request: req, reply, token: header(req, HEADER.token), session: undefined };
      if (!call.sealed) return answerPlain(req, reply, ctx);
      const payload = call.method === 'GET' ? req.query : req.body;
      return andThen(answerSealed(app, call, handler, passive, ctx, req.rawBody ?? '', payload), (bytes) => reply.type(JSON_CONTENT_TYPE).send(bytes));
    },
  });
}
