import { createHmac, randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { API_PREFIX, seal } from '@portal/contract/envelope/protocol';
import { jsCipher } from '@portal/contract/envelope/cipher';

/**
 * Enveloped requests for autocannon: one handshake and one sealed body per input, then `count`
 * requests taking the inputs in turn, each with its own timestamp, nonce and signature, built
 * before the clock starts so the load generator spends no CPU on signing while it measures the
 * server. Every nonce is used once. Several inputs stand for several callers (one chat each).
 */
export async function sealedRequests(origin: string, callPath: string, input: unknown, count: number, more: unknown[] = []) {
  const client = createEnvelopeClient({ baseUrl: origin, appId: 'bench' });
  const key = await client.handshake();
  const path = API_PREFIX + callPath;
  const bodies = [input, ...more].map((value) => JSON.stringify(seal(jsCipher, key.keyHex, value)));
  const hmacKey = Buffer.from(key.keyHex, 'hex');
  const requests: Request[] = [];
  for (let i = 0; i < count; i++) {
    const body = bodies[i % bodies.length]!;
    const timestamp = String(Date.now());
    const nonce = randomUUID();
    const sign = createHmac('sm3', hmacKey).update(`POST\n${path}\n${timestamp}\n${nonce}\n\n${body}`).digest('hex');
    requests.push({
      method: 'POST',
      path,
      body,
      headers: {
        'content-type': 'application/json',
        'x-app-id': 'bench',
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-key-id': key.keyId,
        'x-token': '',
        'x-sign': sign,
        // As the browser does: public documents come back compressed inside the seal.
        'x-accept-encoding': 'deflate-raw',
      },
    });
  }
  let next = 0;
  return {
    path,
    /** For autocannon: hands each connection the next unused request (requests arrays are per connection). */
    setupRequest(request: Request): Request {
      const prepared = requests[next++ % requests.length]!;
      request.headers = prepared.headers;
      request.body = prepared.body;
      return request;
    },
  };
}
