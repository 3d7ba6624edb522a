import { createHmac, randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { API_PREFIX, HEADER, REPLY_ENCODING, seal, signingString } from '@portal/contract/envelope/protocol';
import { jsCipher } from '@portal/contract/envelope/cipher';

/**
 * `count` signed stamps (timestamp, nonce, signature), made before the clock starts so the
 * load generator does no cryptography while it measures. Stamp `i` signs request `i` with
 * `token(i)` and `body(i)`, with OpenSSL's HMAC-SM3 (independent of the server's own); every
 * nonce is used once. The stamps are kept as bare strings in three arrays: a few hundred
 * thousand request objects made the load generator's garbage collection part of every row.
 */
export function signedStamps(
  key: BenchKey,
  method: 'GET' | 'POST',
  path: string,
  count: number,
  token: (i: number) => string,
  body: (i: number) => string,
) {
  const hmacKey = Buffer.from(key.keyHex, 'hex');
  const timestamps: string[] = [];
  const nonces: string[] = [];
  const signs: string[] = [];
  for (let i = 0; i < count; i++) {
    const timestamp = String(Date.now());
    const nonce = randomUUID();
    timestamps.push(timestamp);
    nonces.push(nonce);
    signs.push(createHmac('sm3', hmacKey).update(signingString({ method, path, timestamp, nonce, token: token(i), body: body(i) }), 'utf8').digest('hex'));
  }
  return {
    /** The envelope headers of request `i`, as the browser sends them. */
    headers(i: number): Record<string, string> {
      return {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        [HEADER.appId]: 'bench',
        [HEADER.timestamp]: timestamps[i]!,
        [HEADER.nonce]: nonces[i]!,
        [HEADER.keyId]: key.keyId,
        [HEADER.token]: token(i),
        [HEADER.sign]: signs[i]!,
        // As the browser does: public documents come back compressed inside the seal.
        [HEADER.acceptEncoding]: REPLY_ENCODING,
      };
    },
  };
}

export type BenchKey = Awaited<ReturnType<typeof benchKey>>;

/** The bench's envelope key, from a handshake as a browser tab makes it. */
export function benchKey(origin: string) {
  return createEnvelopeClient({ baseUrl: origin, appId: 'bench' }).handshake();
}

/**
 * `count` enveloped requests of one call for autocannon, taking the inputs in turn (several
 * inputs stand for several callers, one chat each), each with its own stamp.
 */
export async function sealedRequests(origin: string, callPath: string, input: unknown, count: number, more: unknown[] = []) {
  const path = API_PREFIX + callPath;
  const key = await benchKey(origin);
  const bodies = [input, ...more].map((value) => JSON.stringify(seal(jsCipher, key.keyHex, value)));
  const bodyOf = (i: number) => bodies[i % bodies.length]!;
  const stamps = signedStamps(key, 'POST', path, count, () => '', bodyOf);
  let next = 0;
  return {
    path,
    /** For autocannon: hands each request sent the next unused stamp. */
    setupRequest(request: Request): Request {
      const i = next++ % count;
      request.headers = stamps.headers(i);
      request.body = bodyOf(i);
      return request;
    },
  };
}
