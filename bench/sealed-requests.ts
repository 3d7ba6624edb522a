import { createHmac, randomUUID } from 'node:crypto';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { API_PREFIX, HEADER, REPLY_ENCODING, seal, signingString } from '@portal/contract/envelope/protocol';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { wireRequests, type Caller, type Stamps } from './wire-requests.ts';

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
): Stamps {
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
  return { count, timestamp: (i) => timestamps[i]!, nonce: (i) => nonces[i]!, sign: (i) => signs[i]! };
}

export type BenchKey = Awaited<ReturnType<typeof benchKey>>;

/** The bench's envelope key, from a handshake as a browser tab makes it. */
export function benchKey(origin: string) {
  return createEnvelopeClient({ baseUrl: origin, appId: 'bench' }).handshake();
}

/**
 * Signed requests of one call from `callers` in turn (one per tab), as wire bytes: the envelope
 * headers the browser sends, with request `i`'s stamp.
 */
export function signedWireRequests(origin: string, key: BenchKey, method: 'GET' | 'POST', path: string, callers: Caller[], count: number) {
  const callerOf = (i: number) => callers[i % callers.length]!;
  const stamps = signedStamps(key, method, path, count, (i) => callerOf(i).headers[HEADER.token] ?? '', (i) => callerOf(i).body);
  return wireRequests({
    origin,
    method,
    path,
    callers,
    stamps,
    stampHeaders: ({ timestamp, nonce, sign }) => ({
      [HEADER.appId]: 'bench',
      [HEADER.timestamp]: timestamp,
      [HEADER.nonce]: nonce,
      [HEADER.keyId]: key.keyId,
      [HEADER.sign]: sign,
      // As the browser does: public documents come back compressed inside the seal.
      [HEADER.acceptEncoding]: REPLY_ENCODING,
    }),
  });
}

/**
 * `count` enveloped POSTs of one call for autocannon, taking the inputs in turn (several
 * inputs stand for several callers, one chat each), each with its own stamp.
 */
export async function sealedRequests(origin: string, callPath: string, input: unknown, count: number, more: unknown[] = [], tabKey?: BenchKey) {
  const key = tabKey ?? (await benchKey(origin));
  const callers = [input, ...more].map((value) => ({
    headers: { 'content-type': 'application/json', [HEADER.token]: '' },
    body: JSON.stringify(seal(jsCipher, key.keyHex, value)),
  }));
  return signedWireRequests(origin, key, 'POST', API_PREFIX + callPath, callers, count);
}
