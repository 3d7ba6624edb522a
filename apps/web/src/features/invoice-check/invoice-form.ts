import { ZInvoiceQuery, type InvoiceQuery } from '@portal/contract/calls/invoice-check/fields';

export type InvoiceField = 'invoiceCode' | 'invoiceNo' | 'invoiceDate' | 'amount' | 'checkCode';
export type InvoiceFormValues = Record<InvoiceField, string>;
export type InvoiceFieldMessages = Partial<Record<InvoiceField, string>>;

export const emptyInvoiceForm = (): InvoiceFormValues => ({ invoiceCode: '', invoiceNo: '', invoiceDate: '', amount: '', checkCode: '' });

/** The contract's rules, each first problem at its field; the query when there is none. */
export function checkInvoiceForm(values: InvoiceFormValues): { messages: InvoiceFieldMessages; query?: InvoiceQuery } {
  const parsed = ZInvoiceQuery.safeParse(values);
  if (parsed.success) return { messages: {}, query: parsed.data };
  const messages: InvoiceFieldMessages = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as InvoiceField;
    messages[field] ??= issue.message;
  }
  return { messages };
}
