import { randomUUID } from 'node:crypto';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { HEADER, sign } from '@portal/contract/envelope/protocol';

/** Any part of a request's stamp a test sets on purpose; the rest is made as the browser makes it. */
export interface StampParts {
  timestamp?: number;
  nonce?: string;
  sign?: string;
  keyId?: string;
  token?: string;
}

/**
 * The envelope headers of a hand-built request (ARCHITECTURE §4.3): a fresh timestamp and
 * nonce and the HMAC-SM3 signature of `body` under the key, unless `parts` says otherwise.
 */
export function stampedHeaders(
  key: { keyId: string; keyHex: string },
  method: 'GET' | 'POST',
  path: string,
  body: string,
  parts: StampParts = {},
): Record<string, string> {
  const timestamp = String(parts.timestamp ?? Date.now());
  const nonce = parts.nonce ?? randomUUID();
  const token = parts.token ?? '';
  return {
    ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    [HEADER.appId]: 'test',
    [HEADER.timestamp]: timestamp,
    [HEADER.nonce]: nonce,
    [HEADER.keyId]: parts.keyId ?? key.keyId,
    [HEADER.token]: token,
    [HEADER.sign]: parts.sign ?? sign(jsCipher, key.keyHex, { method, path, timestamp, nonce, token, body }),
  };
}
