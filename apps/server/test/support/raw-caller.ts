import type { CallDef } from '@portal/contract/call';
import { CallError, memoryKeyStore, type KeyStore } from '@portal/contract/envelope/client';
import { sm2EncryptField } from '@portal/contract/envelope/sm2-fields';
import { serverCipher } from '../../src/modules/security/server-cipher.ts';
import type { TestServer } from './test-app.ts';

/** What a call answered, whatever it carried: the HTTP status and the portal code (200 on success). */
export interface Answer {
  status: number;
  code: number;
}

let addressCounter = 0;

/** A fresh client address for every request, so per-address limits and locks never stand in the way. */
export function nextAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * A browser tab that sends any input, valid or not, to any call and reports what came back
 * without reading the reply as the call's type (a blob download's bytes included). Its key
 * and session cookie are shared by every call it makes; each request comes from its own
 * address (the server must trust one proxy hop: TRUST_PROXY_HOPS=1).
 */
export function rawCaller(server: TestServer) {
  const cookies = new Map<string, string>();
  const keyStore: KeyStore = memoryKeyStore();
  let token = '';

  function jarFetch(answer: { status: number }): typeof fetch {
    return async (input, init = {}) => {
      const headers = new Headers(init.headers);
      if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      headers.set('x-forwarded-for', nextAddress());
      const res = await fetch(input, { ...init, headers });
      answer.status = res.status;
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        if (/Max-Age=0/i.test(line)) cookies.delete(pair.slice(0, eq));
        else cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      return res;
    };
  }

  return {
    /** Sends `input` as the call's request; never throws for a coded or transport failure. */
    async send(call: CallDef, input: unknown): Promise<Answer> {
      const answer = { status: 0 };
      // The server's own SM4 and HMAC-SM3 (same algorithms as the browser's): large inputs seal fast.
      const client = server.client({ fetch: jarFetch(answer), token: () => token, keyStore, cipher: serverCipher });
      try {
        await client.call(call, input as never);
        return { status: answer.status, code: 200 };
      } catch (err) {
        if (!(err instanceof CallError)) return { status: answer.status, code: -2 };
        // A blob call's success is bytes, which the JSON client cannot read: status 200 says it.
        if (err.code === -1 && answer.status === 200) return { status: 200, code: 200 };
        return { status: err.status ?? answer.status, code: err.code };
      }
    },
    /** A call that must succeed, typed as the call's reply. */
    async call<C extends CallDef>(call: C, input: unknown) {
      const client = server.client({ fetch: jarFetch({ status: 0 }), token: () => token, keyStore, cipher: serverCipher });
      return client.call(call, input as never);
    },
    setToken(value: string) {
      token = value;
    },
    /** A secret field as the browser sends it (§4.6). */
    secret: (value: string) => sm2EncryptField(value, server.app.envelopeKeys.publicKey),
    /** The session cookie header, for requests made by hand. */
    cookieHeader: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

export type RawCaller = ReturnType<typeof rawCaller>;
