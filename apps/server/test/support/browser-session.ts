import type { CallDef, CallRequest } from '@portal/contract/call';
import { downloadBlob } from '@portal/contract/envelope/blob-download';
import type { KeyStore, SessionKey } from '@portal/contract/envelope/client';
import { sm2EncryptField } from '@portal/contract/envelope/sm2-fields';
import type { TestServer } from './test-app.ts';

/** A tab's envelope key, kept in memory as the browser keeps it in session storage. */
function memoryKeyStore(): KeyStore {
  let key: SessionKey | null = null;
  return {
    load: () => key,
    save: (k) => {
      key = k;
    },
    clear: () => {
      key = null;
    },
  };
}

/**
 * A browser tab as the server sees it: its own envelope key, a cookie jar for the session
 * cookie, and the anti-CSRF token it keeps after login.
 */
export function browserSession(
  server: TestServer,
  userAgent = 'Mozilla/5.0 (Windows NT 10.0) Chrome/156.0 Safari/537.36',
  /** Sent on every request, e.g. `x-forwarded-for` to act from another address. */
  extraHeaders: Record<string, string> = {},
  /** The tab's key store: another session's `keyStore` makes the same tab on another server instance. */
  keyStore: KeyStore = memoryKeyStore(),
) {
  const cookies = new Map<string, string>();
  let token = '';
  const jarFetch: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    headers.set('user-agent', userAgent);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    const res = await fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/Max-Age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  };
  const client = server.client({ fetch: jarFetch, token: () => token, keyStore });
  return {
    /** A call; an upload call made this way goes as a multipart upload without files. */
    call: client.call,
    /** A multipart upload call (ARCHITECTURE §4.3) with its files. */
    upload: client.upload,
    /** A blob download call (sealed POST answered with the file's bytes). */
    download: <C extends CallDef>(def: C, input: CallRequest<C>) =>
      downloadBlob(client, { baseUrl: server.origin, appId: 'test', fetch: jarFetch, token: () => token }, def, input),
    cookies,
    keyStore,
    setToken(value: string) {
      token = value;
    },
    /** A secret field as the browser sends it (§4.6). */
    secret: (value: string) => sm2EncryptField(value, server.app.envelopeKeys.publicKey),
  };
}

export type BrowserSession = ReturnType<typeof browserSession>;
