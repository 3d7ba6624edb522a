import type { EnvelopeCipher } from './cipher.ts';
import { isHex, randomHex16, utf8Decode, utf8Encode } from './bytes.ts';

/**
 * The published call envelope (ARCHITECTURE §4). Everything here is shared by the browser
 * client, the server and the tests, so the three cannot drift apart.
 */
export const API_PREFIX = '/qjmh/api';
export const HANDSHAKE_PATH = '/auth/common/handshake';
/** The meta tag in which the served index.html carries the server's SM2 public key (§4.1). */
export const ENVELOPE_KEY_META = 'portal-envelope-key';

export const HEADER = {
  appId: 'x-app-id',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  keyId: 'x-key-id',
  token: 'x-token',
  sign: 'x-sign',
  /**
   * Optional extension: a client that can inflate sends `deflate-raw`, and the server may then
   * seal a public document compressed, marking the reply `"enc": "deflate-raw"`. Clients that
   * do not send it (any client written from §4 alone) always get plain JSON inside the seal.
   */
  acceptEncoding: 'x-accept-encoding',
  /**
   * Optional: `online` on calls from the open platform's direct-connection pages (§2). A call
   * needing a login whose session is gone is then answered 201701 (§8), which sends the top
   * window to the timeout login; elsewhere it stays 401100.
   */
  context: 'x-portal-context',
} as const;

/** The one value of HEADER.context: the direct-connection online context. */
export const ONLINE_CONTEXT = 'online';

/** The one compression the optional reply extension knows. */
export const REPLY_ENCODING = 'deflate-raw';

/** Accepted distance between the caller's timestamp and the server clock. */
export const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;

export interface SealedBody {
  iv: string;
  data: string;
}

export interface SignInput {
  method: string;
  /** Request path with its query string exactly as sent, e.g. `/qjmh/api/x?a=1`. */
  path: string;
  timestamp: string;
  nonce: string;
  token: string;
  /** Raw request body text; empty for GET. */
  body: string;
}

export function signingString(s: SignInput): string {
  return `${s.method.toUpperCase()}\n${s.path}\n${s.timestamp}\n${s.nonce}\n${s.token}\n${s.body}`;
}

export function sign(cipher: EnvelopeCipher, keyHex: string, input: SignInput): string {
  return cipher.hmacSm3(keyHex, signingString(input));
}

/** Constant-time comparison of two hex signatures. */
export function signaturesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function seal(cipher: EnvelopeCipher, keyHex: string, value: unknown, ivHex = randomHex16()): SealedBody {
  return sealJson(cipher, keyHex, JSON.stringify(value ?? null), ivHex);
}

/** Seals a value that is already JSON text. */
export function sealJson(cipher: EnvelopeCipher, keyHex: string, json: string, ivHex = randomHex16()): SealedBody {
  return sealBytes(cipher, keyHex, utf8Encode(json), ivHex);
}

/** Seals raw bytes: UTF-8 JSON, or its deflate-raw form (the server caches both for hot documents). */
export function sealBytes(cipher: EnvelopeCipher, keyHex: string, bytes: Uint8Array, ivHex = randomHex16()): SealedBody {
  return { iv: ivHex, data: cipher.toBase64(cipher.sm4CbcEncrypt(keyHex, ivHex, bytes)) };
}

/** Decrypts a sealed value; throws when the shape, key or padding is wrong. */
export function unseal(cipher: EnvelopeCipher, keyHex: string, sealed: SealedBody): unknown {
  return JSON.parse(utf8Decode(unsealBytes(cipher, keyHex, sealed)));
}

export function unsealBytes(cipher: EnvelopeCipher, keyHex: string, sealed: SealedBody): Uint8Array {
  if (!isSealedBody(sealed)) throw new Error('not a sealed body');
  return cipher.sm4CbcDecrypt(keyHex, sealed.iv, cipher.fromBase64(sealed.data));
}

export function isSealedBody(value: unknown): value is SealedBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.iv === 'string' && isHex(v.iv, 16) && typeof v.data === 'string';
}

/** Reply shape of every call: sealed replies carry `iv`, plain replies carry JSON data. */
export interface ReplyBody {
  code: number;
  msg: string;
  data?: unknown;
  iv?: string;
  /** Set when the sealed bytes are compressed (see HEADER.acceptEncoding). */
  enc?: typeof REPLY_ENCODING;
}
