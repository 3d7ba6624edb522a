import { ThreeElementServiceError, type ThreeElementProvider } from './three-element-provider.ts';

export interface HttpThreeElementOptions {
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Posts `{ "realName", "docType", "docNumber", "phone" }` as JSON to the bank's verification
 * service and expects a 2xx reply `{ "result": "match" | "mismatch" }`. Anything else (a
 * timeout, another status, another body) is a service failure, never a mismatch.
 */
export function httpThreeElementProvider(options: HttpThreeElementOptions): ThreeElementProvider {
  const fetchImpl = options.fetch ?? fetch;
  return {
    name: 'http',
    async check(person) {
      let res: Response;
      try {
        res = await fetchImpl(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ realName: person.realName, docType: person.docType, docNumber: person.docNumber, phone: person.phone }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        throw new ThreeElementServiceError(err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable');
      }
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        throw new ThreeElementServiceError(`status ${res.status}`);
      }
      const body: unknown = await res.json().catch(() => undefined);
      const result = typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined;
      if (result === 'match' || result === 'mismatch') return result;
      throw new ThreeElementServiceError('unexpected reply');
    },
  };
}
