import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { httpInvoiceRegistry } from './http.ts';
import type { InvoiceRegistryProvider } from './invoice-registry-provider.ts';
import { localInvoiceRegistry } from './local.ts';

export function createInvoiceRegistry(config: AppConfig, db: Db): InvoiceRegistryProvider {
  if (config.INVOICE_REGISTRY_PROVIDER === 'http') {
    // The config check guarantees the URL when the provider is http.
    return httpInvoiceRegistry({ url: config.INVOICE_REGISTRY_HTTP_URL!, token: config.INVOICE_REGISTRY_HTTP_TOKEN, timeoutMs: config.INVOICE_REGISTRY_HTTP_TIMEOUT_MS });
  }
  return localInvoiceRegistry(db);
}
