import { createHmac, randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { API_PREFIX, seal } from '@portal/contract/envelope/protocol';
import { jsCipher } from '@portal/contract/envelope/cipher';

/**
 * Builds enveloped requests for autocannon: one handshake, one sealed body, then a fresh
 * timestamp, nonce and signature per request so the replay check passes every time.
 */
export async function sealedRequestFactory(origin: string, callPath: string, input: unknown) {
  const client = createEnvelopeClient({ baseUrl: origin, appId: 'bench' });
  const key = await client.handshake();
  const path = API_PREFIX + callPath;
  const body = JSON.stringify(seal(jsCipher, key.keyHex, input));
  const hmacKey = Buffer.from(key.keyHex, 'hex');
  return {
    path,
    setupRequest(request: Request): Request {
      const timestamp = String(Date.now());
      const nonce = randomUUID();
      const sign = createHmac('sm3', hmacKey).update(`POST\n${path}\n${timestamp}\n${nonce}\n\n${body}`).digest('hex');
      request.body = body;
      request.headers = {
        'content-type': 'application/json',
        'x-app-id': 'bench',
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-key-id': key.keyId,
        'x-token': '',
        'x-sign': sign,
        // As the browser does: public documents come back compressed inside the seal.
        'x-accept-encoding': 'deflate-raw',
      };
      return request;
    },
  };
}
