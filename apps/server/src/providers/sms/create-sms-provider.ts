import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { httpSmsProvider } from './http.ts';
import { outboxSmsProvider } from './outbox.ts';
import type { SmsProvider } from './sms-provider.ts';

export function createSmsProvider(config: AppConfig, db: Db): SmsProvider {
  if (config.SMS_PROVIDER === 'http') {
    // The config check guarantees the URL when the provider is http.
    return httpSmsProvider({ url: config.SMS_HTTP_URL!, token: config.SMS_HTTP_TOKEN, timeoutMs: config.SMS_HTTP_TIMEOUT_MS });
  }
  return outboxSmsProvider(db);
}
