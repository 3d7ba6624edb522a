import { basisOf } from '@portal/contract/calls/invoice-check/kinds';
import { yuanToFen, type CheckedField, type InvoiceQuery } from '@portal/contract/calls/invoice-check/fields';
import type { RegisteredInvoice } from '../../providers/invoice-registry/invoice-registry-provider.ts';

/**
 * The fields of a query that differ from the registry's invoice. Only what the check asks is
 * compared: the date always, then the amount before tax or the check code's last six digits
 * (kinds.ts basisOf); the code and number found the invoice, so they match by construction.
 */
export function mismatchedFields(query: InvoiceQuery, invoice: RegisteredInvoice): CheckedField[] {
  const wrong: CheckedField[] = [];
  if (query.invoiceDate !== invoice.invoiceDate) wrong.push('invoiceDate');
  if (basisOf(query.invoiceCode, query.invoiceNo) === 'amount') {
    if (yuanToFen(query.amount) !== invoice.amountFen) wrong.push('amount');
  } else if (invoice.checkCode.length < 6 || query.checkCode !== invoice.checkCode.slice(-6)) {
    wrong.push('checkCode');
  }
  return wrong;
}
