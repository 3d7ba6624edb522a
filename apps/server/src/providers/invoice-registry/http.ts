import { INVOICE_STATUS, isInvoiceTypeCode } from '@portal/contract/calls/invoice-check/kinds';
import { InvoiceRegistryError, type InvoiceRegistryProvider, type RegisteredInvoice } from './invoice-registry-provider.ts';

export interface HttpInvoiceRegistryOptions {
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const TEXT_FIELDS = ['invoiceCode', 'invoiceNo', 'invoiceDate', 'checkCode', 'sellerName', 'sellerTaxId', 'buyerName', 'buyerTaxId', 'itemsSummary'] as const;

/** The service's invoice, checked field by field: a reply of another shape is a failure, not an invoice. */
function readInvoice(value: unknown): RegisteredInvoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.typeCode !== 'string' || !isInvoiceTypeCode(v.typeCode)) return null;
  if (typeof v.status !== 'string' || !Object.hasOwn(INVOICE_STATUS, v.status)) return null;
  if (!Number.isSafeInteger(v.amountFen) || !Number.isSafeInteger(v.taxFen)) return null;
  if (!TEXT_FIELDS.every((k) => typeof v[k] === 'string')) return null;
  return v as unknown as RegisteredInvoice;
}

/**
 * Posts `{ "invoiceCode", "invoiceNo" }` as JSON to the bank's invoice service (which fronts
 * the tax bureau's platform) and expects a 2xx reply `{ "found": false }` or
 * `{ "found": true, "invoice": { typeCode, invoiceCode, invoiceNo, invoiceDate, amountFen,
 * taxFen, checkCode, sellerName, sellerTaxId, buyerName, buyerTaxId, itemsSummary, status } }`.
 * Anything else (a timeout, another status, another body) is a service failure.
 */
export function httpInvoiceRegistry(options: HttpInvoiceRegistryOptions): InvoiceRegistryProvider {
  const fetchImpl = options.fetch ?? fetch;
  return {
    name: 'http',
    async find(invoiceCode, invoiceNo) {
      let res: Response;
      try {
        res = await fetchImpl(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
          body: JSON.stringify({ invoiceCode, invoiceNo }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        throw new InvoiceRegistryError(err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable');
      }
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        throw new InvoiceRegistryError(`status ${res.status}`);
      }
      const body: unknown = await res.json().catch(() => undefined);
      const found = typeof body === 'object' && body !== null ? (body as { found?: unknown; invoice?: unknown }) : undefined;
      if (found?.found === false) return null;
      const invoice = found?.found === true ? readInvoice(found.invoice) : null;
      if (!invoice) throw new InvoiceRegistryError('unexpected reply');
      return invoice;
    },
  };
}
