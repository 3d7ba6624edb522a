import { sm2, sm3 } from 'sm-crypto-v2';

/**
 * How a caller signs a sandbox request (issue 26 point 2). The same code runs in the try-it
 * console (browser), the runnable client example, the tests and the server, so there is one
 * definition of the canonical string:
 *
 *   METHOD \n PATH \n SORTED_QUERY \n SM3_HEX(BODY) \n TIMESTAMP \n NONCE
 *
 * - METHOD: upper case (`GET`, `POST`).
 * - PATH: the request path as sent, without the query string (`/openapi/sandbox/v1/accounts/…/balance`).
 * - SORTED_QUERY: the query's `name=value` pairs exactly as sent (still percent-encoded), sorted
 *   by name then value (plain code-unit order) and joined with `&`; empty when there is no query.
 * - SM3_HEX(BODY): lowercase hex SM3 digest of the raw body bytes (UTF-8); of the empty string for GET.
 * - TIMESTAMP: the `x-timestamp` header, epoch milliseconds; NONCE: the `x-nonce` header.
 *
 * `x-sign-method` names the signature: `SM2` (default) is an SM2 signature with SM3 (GM/T 0009,
 * user id 1234567812345678), DER-encoded, lowercase hex, checked with the public key the
 * enterprise uploaded; `HMAC-SM3` is the lowercase hex HMAC-SM3 of the canonical string keyed
 * by the UTF-8 bytes of the app secret.
 */
export const SANDBOX_HEADER = {
  appId: 'x-app-id',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signMethod: 'x-sign-method',
  signature: 'x-signature',
} as const;

export const SANDBOX_SIGN_METHODS = ['SM2', 'HMAC-SM3'] as const;
export type SandboxSignMethod = (typeof SANDBOX_SIGN_METHODS)[number];

/** GM/T 0009's default distinguishing identifier, stated explicitly (library defaults differ). */
export const SANDBOX_SM2_USER_ID = '1234567812345678';
/** Requests stamped further than this from the server's clock are refused. */
export const SANDBOX_TIMESTAMP_WINDOW_MS = 5 * 60_000;
export const SANDBOX_NONCE_PATTERN = /^[0-9A-Za-z-]{8,64}$/;

const utf8 = new TextEncoder();

/** Lowercase hex SM3 of a UTF-8 text (the body digest of the canonical string). */
export function sm3Hex(text: string): string {
  return sm3(utf8.encode(text));
}

/** The query part of the canonical string: raw pairs sorted by name, then value. */
export function sortedQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  const pairs = rawQuery
    .split('&')
    .filter((p) => p !== '')
    .map((p) => {
      const i = p.indexOf('=');
      return i < 0 ? [p, ''] : [p.slice(0, i), p.slice(i + 1)];
    });
  pairs.sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : a[1]! < b[1]! ? -1 : a[1]! > b[1]! ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

export interface CanonicalParts {
  method: string;
  /** Path and query as sent, e.g. `/openapi/sandbox/v1/accounts/62…/transactions?pageNo=1`. */
  url: string;
  body: string;
  timestamp: string;
  nonce: string;
}

/** The canonical string of a request, given its body digest (the server hashes with native SM3). */
export function canonicalOf(parts: Omit<CanonicalParts, 'body'> & { bodyDigest: string }): string {
  const q = parts.url.indexOf('?');
  const path = q < 0 ? parts.url : parts.url.slice(0, q);
  const query = q < 0 ? '' : parts.url.slice(q + 1);
  return [parts.method.toUpperCase(), path, sortedQuery(query), parts.bodyDigest, parts.timestamp, parts.nonce].join('\n');
}

export function canonicalString(parts: CanonicalParts): string {
  return canonicalOf({ ...parts, bodyDigest: sm3Hex(parts.body) });
}

/** HMAC-SM3 of the canonical string keyed by the app secret (lowercase hex). */
export function hmacSm3Sign(canonical: string, appSecret: string): string {
  return sm3(utf8.encode(canonical), { key: utf8.encode(appSecret) });
}

/** SM2 signature (DER hex) of the canonical string with the enterprise's private key (64 hex). */
export function sm2Sign(canonical: string, privateKeyHex: string): string {
  return sm2.doSignature(canonical, privateKeyHex, { hash: true, der: true, userId: SANDBOX_SM2_USER_ID });
}

/** A fresh SM2 key pair (private 64 hex, public `04…` 130 hex) for a caller without one. */
export function sm2KeyPair(): { privateKey: string; publicKey: string } {
  return sm2.generateKeyPairHex();
}

export function sm2PublicKeyOf(privateKeyHex: string): string {
  return sm2.getPublicKeyFromPrivateKey(privateKeyHex);
}

/** The headers of a signed sandbox request, and the canonical string they sign. */
export function signSandboxRequest(request: {
  appId: string;
  method: string;
  url: string;
  body?: string;
  signMethod: SandboxSignMethod;
  /** The app secret for HMAC-SM3, the SM2 private key (hex) for SM2. */
  key: string;
  timestamp?: string;
  nonce?: string;
}): { canonical: string; headers: Record<string, string> } {
  const timestamp = request.timestamp ?? String(Date.now());
  const nonce = request.nonce ?? crypto.randomUUID();
  const canonical = canonicalString({ method: request.method, url: request.url, body: request.body ?? '', timestamp, nonce });
  const signature = request.signMethod === 'SM2' ? sm2Sign(canonical, request.key) : hmacSm3Sign(canonical, request.key);
  return {
    canonical,
    headers: {
      [SANDBOX_HEADER.appId]: request.appId,
      [SANDBOX_HEADER.timestamp]: timestamp,
      [SANDBOX_HEADER.nonce]: nonce,
      [SANDBOX_HEADER.signMethod]: request.signMethod,
      [SANDBOX_HEADER.signature]: signature,
    },
  };
}
