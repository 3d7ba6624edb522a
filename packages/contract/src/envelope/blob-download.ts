import type { CallDef, CallRequest } from '../call.ts';
import { CORE_ERRORS, replyMessage } from '../errors-core.ts';
import { CallError, TRANSPORT_ERROR_CODE, type EnvelopeClient } from './client.ts';
import { jsCipher } from './cipher.ts';
import { API_PREFIX, HEADER, seal, sign } from './protocol.ts';
import { TRANSPORT_MESSAGES } from '../messages.ts';

export interface BlobDownloadOptions {
  baseUrl: string;
  appId: string;
  fetch?: typeof fetch;
  now?: () => number;
  token?: () => string;
  timeoutMs?: number;
}

export interface DownloadedFile {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

/** The name of `content-disposition`: the UTF-8 `filename*` when present, else the plain one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : fallback;
}

/**
 * A blob download call (§7: POST, filename from content-disposition): the input is sealed and
 * signed with the client's agreed key like any call; a success is the file's bytes, a failure
 * the usual coded JSON error (thrown as CallError). A forgotten key is agreed again once.
 */
export async function downloadBlob<C extends CallDef>(
  client: EnvelopeClient,
  options: BlobDownloadOptions,
  def: C,
  input: CallRequest<C>,
): Promise<DownloadedFile> {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const now = options.now ?? Date.now;
  const path = API_PREFIX + def.path;

  async function attempt(retried: boolean): Promise<DownloadedFile> {
    const key = client.keyStore.load() ?? (await client.handshake());
    const body = JSON.stringify(seal(jsCipher, key.keyHex, input));
    const timestamp = String(now());
    const nonce = globalThis.crypto.randomUUID();
    const token = options.token?.() ?? '';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
    let res: Response;
    try {
      res = await doFetch(options.baseUrl + path, {
        method: 'POST',
        signal: controller.signal,
        headers: {
          'content-type': 'application/json',
          [HEADER.appId]: options.appId,
          [HEADER.timestamp]: timestamp,
          [HEADER.nonce]: nonce,
          [HEADER.keyId]: key.keyId,
          [HEADER.token]: token,
          [HEADER.sign]: sign(jsCipher, key.keyHex, { method: 'POST', path, timestamp, nonce, token, body }),
        },
        body,
      });
      const mime = res.headers.get('content-type') ?? '';
      if (mime.startsWith('application/json')) {
        const reply = (await res.json()) as { code?: number; msg?: string; field?: string };
        if (reply.code === CORE_ERRORS.UNKNOWN_KEY.code && !retried) {
          client.keyStore.clear();
          return await attempt(true);
        }
        const code = typeof reply.code === 'number' ? reply.code : TRANSPORT_ERROR_CODE;
        throw new CallError(code, replyMessage(reply.msg), reply.field, res.status);
      }
      if (!res.ok) throw new CallError(TRANSPORT_ERROR_CODE, TRANSPORT_MESSAGES.networkError, undefined, res.status);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { fileName: fileNameOf(res.headers.get('content-disposition'), 'download.pdf'), mime: mime.split(';')[0]!, bytes };
    } catch (err) {
      if (err instanceof CallError) throw err;
      throw new CallError(TRANSPORT_ERROR_CODE, controller.signal.aborted ? TRANSPORT_MESSAGES.timeout : TRANSPORT_MESSAGES.networkError);
    } finally {
      clearTimeout(timer);
    }
  }

  return attempt(false);
}
