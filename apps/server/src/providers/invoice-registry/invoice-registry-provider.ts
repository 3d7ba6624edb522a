import type { InvoiceStatus, InvoiceTypeCode } from '@portal/contract/calls/invoice-check/kinds';
import { AppError } from '../../errors.ts';

/** An invoice as the tax registry holds it; amounts in fen. */
export interface RegisteredInvoice {
  typeCode: InvoiceTypeCode;
  invoiceCode: string;
  invoiceNo: string;
  invoiceDate: string;
  amountFen: number;
  taxFen: number;
  /** 20 digits, or '' when the invoice prints none. */
  checkCode: string;
  sellerName: string;
  sellerTaxId: string;
  buyerName: string;
  buyerTaxId: string;
  itemsSummary: string;
  status: InvoiceStatus;
  /** The local registry's row, for the history; absent from a remote service. */
  registryId?: number;
}

/**
 * The invoice registry (issue 24, ARCHITECTURE §7 Providers): finds an invoice by its code
 * ('' on fully-digital invoices) and number. The comparison of date, amount and check code is
 * the portal's (invoice-check/compare.ts), the same whichever registry answers. A registry that
 * cannot answer throws `InvoiceRegistryError` (502710), never "not found".
 */
export interface InvoiceRegistryProvider {
  readonly name: 'local' | 'http';
  find(invoiceCode: string, invoiceNo: string): Promise<RegisteredInvoice | null>;
}

/** The registry could not answer; `reason` is for the log. */
export class InvoiceRegistryError extends AppError {
  constructor(readonly reason: string) {
    super('INVOICE_REGISTRY_FAILED');
  }
}
