import type { CallDef, CallRequest, CallResponse } from '../call.ts';
import { CORE_ERRORS, SUCCESS_CODE, replyMessage } from '../errors-core.ts';
import { TRANSPORT_MESSAGES } from '../messages.ts';
import { ZHandshakeDiscoveryReply, ZHandshakeReply } from '../calls/common/handshake.ts';
import { jsCipher, type EnvelopeCipher } from './cipher.ts';
import { randomHex16, utf8Decode } from './bytes.ts';
import {
  API_PREFIX,
  HANDSHAKE_PATH,
  HEADER,
  REPLY_ENCODING,
  isSealedBody,
  seal,
  sign,
  unsealBytes,
  type ReplyBody,
} from './protocol.ts';
import { sm2EncryptField } from './sm2-fields.ts';
import { UPLOAD_DATA_FIELD, UPLOAD_FILES_KEY, sm3Hex, uploadSpecOf, type UploadFileEntry } from './upload.ts';

export interface SessionKey {
  keyId: string;
  keyHex: string;
}

/** Where a client keeps its agreed key: session storage in a browser tab, memory elsewhere. */
export interface KeyStore {
  load(): SessionKey | null;
  save(key: SessionKey): void;
  clear(): void;
}

export function memoryKeyStore(): KeyStore {
  let key: SessionKey | null = null;
  return { load: () => key, save: (k) => (key = k), clear: () => (key = null) };
}

export interface EnvelopeClientOptions {
  /** Origin of the server, '' for same-origin browser calls. */
  baseUrl: string;
  appId: string;
  cipher?: EnvelopeCipher;
  fetch?: typeof fetch;
  keyStore?: KeyStore;
  /** Epoch ms for `x-timestamp`: the browser adds its `timeDiff` here. */
  now?: () => number;
  /** The session's anti-CSRF token, empty before login. */
  token?: () => string;
  timeoutMs?: number;
  uuid?: () => string;
  /** HEADER.context of the page the call comes from, if any (the direct-connection pages). */
  context?: () => string | undefined;
  /**
   * The server's SM2 public key when the page already carries it (the served index.html does):
   * the key exchange then skips its discovery round trip, and falls back to it if the key was
   * refused (rotated since the page was served).
   */
  serverKey?: () => string | undefined;
}

/** A coded failure of a call: the server's code and Chinese message, or a transport failure. */
export class CallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

const canInflate = typeof globalThis.DecompressionStream === 'function';

/** The platform's own inflater: no JavaScript decompressor ships to the browser. */
async function inflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Response(bytes as Uint8Array<ArrayBuffer>).body!.pipeThrough(new DecompressionStream(REPLY_ENCODING));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Code used when the server could not be reached or answered something that is not ours. */
export const TRANSPORT_ERROR_CODE = -1;

function queryString(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function createEnvelopeClient(options: EnvelopeClientOptions) {
  const cipher = options.cipher ?? jsCipher;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const keyStore = options.keyStore ?? memoryKeyStore();
  const now = options.now ?? Date.now;
  const token = options.token ?? (() => '');
  const uuid = options.uuid ?? (() => globalThis.crypto.randomUUID());
  const timeoutMs = options.timeoutMs ?? 30_000;
  let pendingHandshake: Promise<SessionKey> | null = null;

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: ReplyBody }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await doFetch(options.baseUrl + path, { ...init, signal: controller.signal });
      const body = (await res.json()) as ReplyBody;
      if (typeof body?.code !== 'number') throw new Error('not a portal reply');
      return { status: res.status, body };
    } catch (err) {
      if (err instanceof CallError) throw err;
      const timedOut = controller.signal.aborted;
      throw new CallError(TRANSPORT_ERROR_CODE, timedOut ? TRANSPORT_MESSAGES.timeout : TRANSPORT_MESSAGES.networkError);
    } finally {
      clearTimeout(timer);
    }
  }

  async function discoverServerKey(url: string): Promise<string> {
    const discovery = await send(url, { method: 'GET' });
    return ZHandshakeDiscoveryReply.parse(discovery.body.data).publicKey;
  }

  async function exchangeKey(url: string, publicKey: string, keyHex: string) {
    return send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: sm2EncryptField(keyHex, publicKey) }),
    });
  }

  async function handshakeNow(): Promise<SessionKey> {
    const url = API_PREFIX + HANDSHAKE_PATH;
    const keyHex = randomHex16();
    const known = options.serverKey?.();
    let reply = known ? await exchangeKey(url, known, keyHex).catch(() => null) : null;
    if (reply?.body.code !== SUCCESS_CODE) reply = await exchangeKey(url, await discoverServerKey(url), keyHex);
    if (reply.body.code !== SUCCESS_CODE) {
      throw new CallError(reply.body.code, replyMessage(reply.body.msg), undefined, reply.status);
    }
    const { keyId } = ZHandshakeReply.parse(reply.body.data);
    const key = { keyId, keyHex };
    keyStore.save(key);
    return key;
  }

  /** One handshake at a time per tab, however many calls are waiting for it. */
  function handshake(): Promise<SessionKey> {
    pendingHandshake ??= handshakeNow().finally(() => (pendingHandshake = null));
    return pendingHandshake;
  }

  /** The envelope headers of a sealed call whose signed body text is `body`. */
  function envelopeHeaders(method: string, path: string, body: string, key: SessionKey): Record<string, string> {
    const timestamp = String(now());
    const nonce = uuid();
    const tok = token();
    const headers: Record<string, string> = {
      [HEADER.appId]: options.appId,
      [HEADER.timestamp]: timestamp,
      [HEADER.nonce]: nonce,
      [HEADER.keyId]: key.keyId,
      [HEADER.token]: tok,
      [HEADER.sign]: sign(cipher, key.keyHex, { method, path, timestamp, nonce, token: tok, body }),
    };
    if (canInflate) headers[HEADER.acceptEncoding] = REPLY_ENCODING;
    const context = options.context?.();
    if (context) headers[HEADER.context] = context;
    return headers;
  }

  async function sendSealed(def: CallDef, input: unknown, key: SessionKey) {
    const path = API_PREFIX + def.path + (def.method === 'GET' ? queryString(input) : '');
    const body = def.method === 'GET' ? '' : JSON.stringify(seal(cipher, key.keyHex, input));
    const headers = envelopeHeaders(def.method, path, body, key);
    if (body) headers['content-type'] = 'application/json';
    return send(path, { method: def.method, headers, ...(body ? { body } : {}) });
  }

  /** ARCHITECTURE §4.3 multipart: `uploadData` first (signed), then the file parts (see upload.ts). */
  async function sendUpload(def: CallDef, input: unknown, files: readonly File[], manifest: UploadFileEntry[], key: SessionKey) {
    const path = API_PREFIX + def.path;
    const uploadData = JSON.stringify(seal(cipher, key.keyHex, { ...(input as object), [UPLOAD_FILES_KEY]: manifest }));
    const form = new FormData();
    form.append(UPLOAD_DATA_FIELD, uploadData);
    files.forEach((file, i) => form.append(manifest[i]!.field, file, manifest[i]!.name));
    // No content-type header: fetch writes multipart/form-data with its boundary.
    return send(path, { method: 'POST', headers: envelopeHeaders('POST', path, uploadData, key), body: form });
  }

  /** Sends with the tab's key; when the server forgot it (expired, restarted elsewhere), agrees a new one and retries once. */
  async function withKey(attempt: (key: SessionKey) => Promise<{ status: number; body: ReplyBody }>) {
    let key = keyStore.load() ?? (await handshake());
    let reply = await attempt(key);
    if (reply.body.code === CORE_ERRORS.UNKNOWN_KEY.code) {
      keyStore.clear();
      key = await handshake();
      reply = await attempt(key);
    }
    return { key, reply };
  }

  async function openReply<C extends CallDef>(def: C, reply: { status: number; body: ReplyBody }, key: SessionKey | null): Promise<CallResponse<C>> {
    const { code, msg } = reply.body;
    if (code !== SUCCESS_CODE) {
      throw new CallError(code, replyMessage(msg), (reply.body as { field?: string }).field, reply.status);
    }
    let data: unknown = reply.body.data;
    if (key && reply.body.iv !== undefined) {
      const sealed = { iv: reply.body.iv, data: reply.body.data };
      if (!isSealedBody(sealed)) throw new CallError(TRANSPORT_ERROR_CODE, CORE_ERRORS.MALFORMED_ENVELOPE.msg);
      try {
        let bytes = unsealBytes(cipher, key.keyHex, sealed);
        if (reply.body.enc === REPLY_ENCODING) bytes = await inflateRaw(bytes);
        data = JSON.parse(utf8Decode(bytes));
      } catch {
        // A reply we cannot open is as good as none: report it like a broken connection.
        throw new CallError(TRANSPORT_ERROR_CODE, CORE_ERRORS.MALFORMED_ENVELOPE.msg);
      }
    }
    return def.response.parse(data) as CallResponse<C>;
  }

  /**
   * A multipart upload call (`def.upload`): the input sealed in `uploadData` with the SM3
   * digest of every file. The files are read once; a retry after a new handshake resends them.
   */
  async function upload<C extends CallDef>(def: C, input: CallRequest<C>, files: readonly File[]): Promise<CallResponse<C>> {
    const { fileField } = uploadSpecOf(def);
    const manifest: UploadFileEntry[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      manifest.push({ field: fileField, name: file.name, size: bytes.length, sm3: sm3Hex(bytes) });
    }
    const { key, reply } = await withKey((k) => sendUpload(def, input, files, manifest, k));
    return openReply(def, reply, key);
  }

  async function call<C extends CallDef>(def: C, input: CallRequest<C>): Promise<CallResponse<C>> {
    // An upload call made like a plain call is an upload without files.
    if (def.upload) return upload(def, input, []);
    if (!def.sealed) {
      const path = API_PREFIX + def.path + (def.method === 'GET' ? queryString(input) : '');
      const reply = await send(path, {
        method: def.method,
        ...(def.method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) }
          : {}),
      });
      return openReply(def, reply, null);
    }
    const { key, reply } = await withKey((k) => sendSealed(def, input, k));
    return openReply(def, reply, key);
  }

  return { call, upload, handshake, keyStore };
}

export type EnvelopeClient = ReturnType<typeof createEnvelopeClient>;
