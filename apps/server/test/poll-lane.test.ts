import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { API_PREFIX, seal, unseal, type SealedBody } from '@portal/contract/envelope/protocol';
import { ERRORS } from '@portal/contract/errors';
import { callStats } from '../src/db/schema/insight.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { stampedHeaders } from './support/stamped-headers.ts';

/**
 * The two polls are answered by the poll lane on real connections, before Fastify; Fastify's
 * route for the same call answers whatever the lane declines. Both must look the same to a
 * caller: replies, errors, headers, counts and log lines.
 */
let server: TestServer;
let key: { keyId: string; keyHex: string };
/** Requests Fastify routed, by URL: what the lane answered never shows up here. */
const seenByFastify: string[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream }, (app) => {
    app.addHook('onRequest', (req, _reply, done) => {
      seenByFastify.push(req.url);
      done();
    });
  });
  key = await createEnvelopeClient({ baseUrl: server.origin, appId: 'lane-test' }).handshake();
});
afterAll(() => server.close());

const SEARCH_ANSWER_URL = API_PREFIX + searchAnswer.path;
const USER_STATUS_URL = API_PREFIX + getUserStatus.path;

const signedHeaders = (method: 'GET' | 'POST', url: string, body: string, extra: Record<string, string> = {}) => ({
  ...stampedHeaders(key, method, url, body),
  ...extra,
});

const sealedPoll = (uuid: string) => JSON.stringify(seal(jsCipher, key.keyHex, { uuid, after: 0 }));

async function post(url: string, body: string, headers = signedHeaders('POST', url, body)) {
  const res = await fetch(`${server.origin}${url}`, { method: 'POST', headers, body });
  return { res, json: (await res.json()) as { code: number; msg: string; field?: string } & Partial<SealedBody> };
}

/** Status lines of the replies to `requests`, written in one go on one connection (pipelined). */
function pipelinedStatuses(requests: string[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(server.origin).port), '127.0.0.1', () => socket.write(requests.join('')));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
      if (statuses.length === requests.length && received.endsWith('}')) {
        socket.end();
        resolve(statuses);
      }
    });
    socket.on('error', reject);
  });
}

const rawStatusPoll = (headers: Record<string, string>) =>
  `GET ${USER_STATUS_URL} HTTP/1.1\r\nhost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

const fastifySaw = async (action: () => Promise<unknown>) => {
  const before = seenByFastify.length;
  await action();
  return seenByFastify.slice(before);
};

describe('the poll lane', () => {
  it('answers the status poll itself, with the reply Fastify would give', async () => {
    let reply: unknown;
    const seen = await fastifySaw(async () => {
      const res = await fetch(`${server.origin}${USER_STATUS_URL}`, { headers: signedHeaders('GET', USER_STATUS_URL, '') });
      expect(res.status).toBe(200);
      reply = await res.json();
    });
    expect(seen).toEqual([]);
    const sealed = reply as { code: number } & SealedBody;
    expect(sealed.code).toBe(200);
    expect(unseal(jsCipher, key.keyHex, sealed)).toEqual({ result: null, sessionStatus: '0000000000', endReason: null, token: null });

    const injected = await server.app.inject({ method: 'GET', url: USER_STATUS_URL, headers: signedHeaders('GET', USER_STATUS_URL, '') });
    expect(unseal(jsCipher, key.keyHex, injected.json())).toEqual(unseal(jsCipher, key.keyHex, sealed));
  });

  it('answers many callers at once, and requests pipelined on one connection in their order', async () => {
    // The lane writes a turn's replies together at its end: each must still reach its caller.
    const replies = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${server.origin}${USER_STATUS_URL}`, { headers: signedHeaders('GET', USER_STATUS_URL, '') });
        return unseal(jsCipher, key.keyHex, (await res.json()) as SealedBody);
      }),
    );
    expect(replies).toHaveLength(20);
    for (const reply of replies) expect(reply).toMatchObject({ result: null, sessionStatus: '0000000000' });

    const first = signedHeaders('GET', USER_STATUS_URL, '');
    const statuses = await pipelinedStatuses([rawStatusPoll(first), rawStatusPoll(first), rawStatusPoll(signedHeaders('GET', USER_STATUS_URL, ''))]);
    // The second is the first replayed: refused, between the two answers.
    expect(statuses).toEqual([200, 401, 200]);
  });

  it('writes the same security headers as Fastify does for every call', async () => {
    const lane = await fetch(`${server.origin}${USER_STATUS_URL}`, { headers: signedHeaders('GET', USER_STATUS_URL, '') });
    await lane.arrayBuffer();
    const routed = await server.app.inject({ method: 'GET', url: USER_STATUS_URL, headers: signedHeaders('GET', USER_STATUS_URL, '') });
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(lane.headers.get(name), name).toBe(String(routed.headers[name]));
    }
    expect(lane.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers a chat poll and refuses it with the coded errors of every call', async () => {
    const uuid = randomUUID();
    const seen = await fastifySaw(async () => {
      const unknown = await post(SEARCH_ANSWER_URL, sealedPoll(uuid));
      expect(unknown.res.status).toBe(404);
      expect(unknown.json).toEqual({ code: ERRORS.CHAT_NOT_FOUND.code, msg: ERRORS.CHAT_NOT_FOUND.msg });
      expect(unknown.res.headers.get('cache-control')).toBe('no-store');

      const invalid = await post(SEARCH_ANSWER_URL, JSON.stringify(seal(jsCipher, key.keyHex, { uuid, after: -1 })));
      expect(invalid.json).toMatchObject({ code: ERRORS.VALIDATION.code, field: 'after' });

      const notJson = await post(SEARCH_ANSWER_URL, '{"iv":');
      expect(notJson.json).toMatchObject({ code: ERRORS.INVALID_JSON.code });

      const notSealed = await post(SEARCH_ANSWER_URL, '{"uuid":"x"}');
      expect(notSealed.json).toMatchObject({ code: ERRORS.MALFORMED_ENVELOPE.code });

      const body = sealedPoll(uuid);
      const headers = signedHeaders('POST', SEARCH_ANSWER_URL, body);
      await post(SEARCH_ANSWER_URL, body, headers);
      const replayed = await post(SEARCH_ANSWER_URL, body, headers);
      expect(replayed.res.status).toBe(401);
      expect(replayed.json).toMatchObject({ code: ERRORS.REPLAYED_NONCE.code });

      const tampered = await post(SEARCH_ANSWER_URL, sealedPoll(uuid), { ...signedHeaders('POST', SEARCH_ANSWER_URL, body) });
      expect(tampered.json).toMatchObject({ code: ERRORS.BAD_SIGNATURE.code });
    });
    expect(seen).toEqual([]);
  });

  it('logs a refusal with its code and the call, and each reply as Fastify does, never the payload', async () => {
    const before = logLines.length;
    const body = sealedPoll(randomUUID());
    await post(SEARCH_ANSWER_URL, body);
    const logged = logLines.slice(before).map((line) => JSON.parse(line) as { msg: string; route?: string; code?: number; res?: { statusCode: number } });
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'call rejected', route: SEARCH_ANSWER_URL, code: ERRORS.CHAT_NOT_FOUND.code }));
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'request completed', route: SEARCH_ANSWER_URL, res: { statusCode: 404 } }));
    expect(logLines.slice(before).join('')).not.toContain(body);
  });

  it('counts its replies by call and code, as Fastify counts the others', async () => {
    await server.app.callStats.flush();
    for (let i = 0; i < 3; i++) await post(SEARCH_ANSWER_URL, sealedPoll(randomUUID()));
    await server.app.callStats.flush();
    const rows = await server.app.database.db
      .select()
      .from(callStats)
      .where(and(eq(callStats.path, searchAnswer.path), eq(callStats.code, ERRORS.CHAT_NOT_FOUND.code)));
    expect(rows.reduce((sum, r) => sum + r.calls, 0)).toBeGreaterThanOrEqual(3);
  });

  it('leaves to Fastify what it does not take: another content type, a query, a body of unknown length', async () => {
    const textBody = sealedPoll(randomUUID());
    const seen = await fastifySaw(async () => {
      const text = await post(SEARCH_ANSWER_URL, textBody, signedHeaders('POST', SEARCH_ANSWER_URL, textBody, { 'content-type': 'application/xml' }));
      expect(text.res.status).toBe(415);
      expect(text.json).toMatchObject({ code: ERRORS.UNSUPPORTED_MEDIA.code });

      const queried = `${USER_STATUS_URL}?from=tab`;
      const withQuery = await fetch(`${server.origin}${queried}`, { headers: signedHeaders('GET', queried, '') });
      expect(withQuery.status).toBe(200);
      await withQuery.arrayBuffer();

      // A streamed body goes out chunked, without a length: Fastify reads it and answers as usual.
      const streamedBody = sealedPoll(randomUUID());
      const streamed = await fetch(`${server.origin}${SEARCH_ANSWER_URL}`, {
        method: 'POST',
        headers: signedHeaders('POST', SEARCH_ANSWER_URL, streamedBody),
        body: new Blob([streamedBody]).stream(),
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(404);
      expect(await streamed.json()).toMatchObject({ code: ERRORS.CHAT_NOT_FOUND.code });
    });
    expect(seen).toEqual([SEARCH_ANSWER_URL, `${USER_STATUS_URL}?from=tab`, SEARCH_ANSWER_URL]);
  });
});
