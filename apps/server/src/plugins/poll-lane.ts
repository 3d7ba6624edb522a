import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerFactory } from 'fastify';
import type * as z from 'zod/mini';
import type { CallDef } from '@portal/contract/call';
import { SUCCESS_CODE } from '@portal/contract/errors';
import { API_PREFIX, HEADER } from '@portal/contract/envelope/protocol';
import type { MaybePromise } from '../lib/maybe-promise.ts';
import type { CallMeter } from '../modules/metrics/call-meters.ts';
import { answerSealed, header, JSON_CONTENT_TYPE, registerCall, type CallBasics, type CallRequest } from './envelope.ts';
import { errorReply, logFailure } from './error-handler.ts';
import type { JsonText } from './json-text.ts';
import { parseJsonBody } from './raw-json.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The polls answered before Fastify on real connections (poll-lane.ts). */
    pollLane: PollLane;
  }
}

/** A poll from its caller, signed body and parsed payload to sealed reply bytes. */
type LaneAnswer = (ctx: CallBasics, rawBody: string, payload: unknown) => MaybePromise<Buffer>;

interface LaneCall {
  app: FastifyInstance;
  method: 'GET' | 'POST';
  /** The call's path under the API prefix: the name it is counted under. */
  path: string;
  answer: LaneAnswer;
}

export interface PollLane {
  /** For Fastify's `serverFactory`: Fastify's HTTP/1 server, asking the lane first. */
  serverFactory: FastifyServerFactory;
  add(call: LaneCall): void;
}

/** A registered call with its logger, which names the route as a request's own logger would. */
interface LaneEntry extends LaneCall {
  url: string;
  /** Its /metrics meter, the one its Fastify route records into. */
  meter: CallMeter;
  log: FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
}

/**
 * The calls every open tab repeats (the userStatus poll every 10 s, the chat's searchAnswer
 * every 3 s) answered from Node's request event, before Fastify routes them: Fastify's
 * request and reply objects, hooks, content-type parser and send path cost these calls more
 * than their own work does (docs/performance.md, docs/decisions.md).
 *
 * The lane takes only what it fully understands: an exact path with no query, the call's
 * method, and for a POST a JSON body of declared length within the limit. Anything else (a
 * chunked or oversized body, another content type) goes to Fastify, whose route for the same
 * call answers it, as it answers `inject` in the tests. Both run the same sealed-call core
 * (`answerSealed`), and the lane writes the same security headers, error replies, log line
 * and call count and /metrics meter as Fastify's hooks do.
 */
export function createPollLane(options: { bodyLimit: number; headers: Record<string, string> }): PollLane {
  const calls = new Map<string, LaneEntry>();
  // A flat [name, value, …] list: writeHead takes it as it is.
  const replyHeaders = [...Object.entries(options.headers).flat(), 'content-type', JSON_CONTENT_TYPE];

  /** A reply computed in this turn of the event loop, waiting for the turn's end to be written. */
  interface Outgoing {
    call: LaneEntry;
    res: ServerResponse;
    status: number;
    text: string;
    encoding: 'latin1' | 'utf8';
    code: number;
    /** When the request arrived (performance.now()), for its latency. */
    started: number;
  }
  let outgoing: Outgoing[] = [];

  /**
   * Replies are written together once the loop has answered every request that arrived in this
   * turn (setImmediate runs after the I/O phase). The first write wakes the caller's process
   * and the rest reach it awake: written one by one between answers, each paid a wake-up, which
   * on loopback cost a poll about 8 µs of 40 (docs/performance.md). The wait is the time to
   * answer the turn's other requests, well under a millisecond.
   */
  function send(reply: Outgoing): void {
    if (outgoing.length === 0) setImmediate(writeOutgoing);
    outgoing.push(reply);
  }

  function writeOutgoing(): void {
    const replies = outgoing;
    outgoing = [];
    for (const reply of replies) {
      try {
        write(reply);
      } catch (err) {
        // One reply that cannot be written must not keep the others of the turn from theirs.
        reply.call.log.error({ err }, 'poll reply not written');
        reply.res.destroy();
      }
    }
  }

  /**
   * Writes a reply given as text. Node sends a text body in the same socket write as its
   * header; a Buffer body is corked behind the header and flushed as a writev, which cost a
   * poll about 2 µs more (docs/performance.md).
   */
  function write({ call, res, status, text, encoding, code, started }: Outgoing): void {
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    const length = encoding === 'latin1' ? text.length : Buffer.byteLength(text, 'utf8');
    res.writeHead(status, [...replyHeaders, 'content-length', String(length)]);
    res.end(text, encoding);
    call.app.callStats.count(call.path, code);
    call.meter.record(code, status, performance.now() - started);
    // Fastify's request log line, so the polls stay in the access log at level info.
    if (call.log.isLevelEnabled('info')) call.log.info({ req: { method: call.method, url: call.url }, res: { statusCode: status } }, 'request completed');
  }

  /** A sealed reply is ASCII from end to end (sealed-reply.ts): as latin1 text it is the same bytes. */
  function succeed(call: LaneEntry, res: ServerResponse, started: number, bytes: Buffer): void {
    send({ call, res, status: 200, text: bytes.toString('latin1'), encoding: 'latin1', code: SUCCESS_CODE, started });
  }

  function fail(call: LaneEntry, res: ServerResponse, started: number, err: unknown): void {
    const failure = errorReply(err);
    logFailure(call.log, err, failure);
    send({ call, res, status: failure.status, text: JSON.stringify(failure.body), encoding: 'utf8', code: failure.body.code, started });
  }

  function answer(call: LaneEntry, req: IncomingMessage, res: ServerResponse, started: number, rawBody: string): void {
    // A server's requests always carry their method and URL.
    const caller = req as CallRequest;
    const ctx: CallBasics = { caller, token: header(caller, HEADER.token), session: undefined };
    try {
      const bytes = call.answer(ctx, rawBody, call.method === 'GET' ? {} : parseJsonBody(rawBody));
      if (bytes instanceof Promise) {
        bytes.then(
          (b) => succeed(call, res, started, b),
          (err: unknown) => fail(call, res, started, err),
        );
      } else {
        succeed(call, res, started, bytes);
      }
    } catch (err) {
      fail(call, res, started, err);
    }
  }

  /** Whether the lane took the request; if not, nothing of it has been read. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const call = calls.get(req.url ?? '');
    if (!call || call.method !== req.method) return false;
    const started = performance.now();
    if (call.method === 'GET') {
      answer(call, req, res, started, '');
      return true;
    }
    const length = Number(req.headers['content-length']);
    if (!isJson(req.headers['content-type']) || !(length > 0 && length <= options.bodyLimit) || req.headers['transfer-encoding']) {
      return false;
    }
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => answer(call, req, res, started, text));
    // The caller went away mid-body: there is no one to answer.
    req.on('error', () => res.destroy());
    return true;
  }

  return {
    serverFactory(handler, fastifyOptions) {
      const settings = fastifyOptions as unknown as ServerSettings;
      const server = http.createServer(settings.http ?? {}, (req, res) => {
        // Closing, a request on a connection still open is answered (by the lane or Fastify alike)
        // and the connection then closed, so a busy keep-alive connection cannot hold the drain open.
        if (!server.listening) res.shouldKeepAlive = false;
        if (!serve(req, res)) handler(req, res);
      });
      // What Fastify sets on the server it makes itself.
      server.keepAliveTimeout = settings.keepAliveTimeout;
      server.requestTimeout = settings.requestTimeout;
      server.setTimeout(settings.connectionTimeout);
      if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
      return server;
    },
    add(call) {
      const url = API_PREFIX + call.path;
      const log = call.app.log.child({ route: url }) as LaneEntry['log'];
      calls.set(url, { ...call, url, log, meter: call.app.callMeters.meter(call.path) });
    },
  };
}

/** The options Fastify passes its server factory (with its defaults filled in) that its own server reads. */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number | null;
}

function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.toLowerCase();
  return type === 'application/json' || type.startsWith('application/json;');
}

/**
 * Registers a sealed poll: as a Fastify route like every call (what `inject` and any request
 * the lane declines reach), and in the lane. Its handler sees only what both paths can give
 * it (`CallBasics`: no Fastify request or reply), and it takes no per-call rate limit, which
 * only Fastify's route would apply.
 */
export function registerPollCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (input: z.output<C['request']>, ctx: CallBasics) => MaybePromise<z.input<C['response']> | JsonText>,
  options: { passive?: boolean } = {},
): void {
  if (!call.sealed) throw new Error(`${call.path}: only sealed calls go through the poll lane`);
  const passive = options.passive ?? false;
  registerCall(app, call, handler, { passive });
  app.pollLane.add({
    app,
    method: call.method,
    path: call.path,
    answer: (ctx, rawBody, payload) => answerSealed(app, call, handler, passive, ctx, rawBody, payload),
  });
}
