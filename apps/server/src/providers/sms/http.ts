import { AppError } from '../../errors.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The gateway did not accept a message; `reason` is for the log (never the text: it holds the code). */
export class SmsGatewayError extends AppError {
  constructor(readonly reason: string) {
    super('SMS_SEND_FAILED');
  }
}

export interface HttpSmsOptions {
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Posts `{ "phone": "…", "text": "…" }` as JSON to the bank's SMS gateway; any 2xx reply means
 * the gateway took the message. A slow gateway is cut off so the caller's request does not hang.
 */
export function httpSmsProvider(options: HttpSmsOptions): SmsProvider {
  const fetchImpl = options.fetch ?? fetch;
  return {
    name: 'http',
    async send(phone, text) {
      let res: Response;
      try {
        res = await fetchImpl(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ phone, text }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        throw new SmsGatewayError(err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable');
      }
      // Read the body so the keep-alive socket is free for the next message.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new SmsGatewayError(`status ${res.status}`);
    },
  };
}
