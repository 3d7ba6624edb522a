import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { httpThreeElementProvider } from './http.ts';
import { localThreeElementProvider } from './local.ts';
import type { ThreeElementProvider } from './three-element-provider.ts';

export function createThreeElementProvider(
  config: AppConfig,
  db: Db,
  digest: (docType: string, number: string) => string,
): ThreeElementProvider {
  if (config.THREE_ELEMENT_PROVIDER === 'http') {
    // The config check guarantees the URL when the provider is http.
    return httpThreeElementProvider({ url: config.THREE_ELEMENT_HTTP_URL!, token: config.THREE_ELEMENT_HTTP_TOKEN, timeoutMs: config.THREE_ELEMENT_HTTP_TIMEOUT_MS });
  }
  return localThreeElementProvider(db, digest);
}
