import { CHECKED_FIELD_NAMES, type InvoiceCheckResult, type InvoiceDetails, type InvoiceQuery } from '@portal/contract/calls/invoice-check/fields';
import { INVOICE_HISTORY_SIZE, type InvoiceHistoryEntry } from '@portal/contract/calls/invoice-check/invoice-auth';
import { INVOICE_TYPES, isInvoiceTypeCode, type InvoiceStatus } from '@portal/contract/calls/invoice-check/kinds';
import type { Db } from '../../db/client.ts';
import type { InvoiceRegistryProvider, RegisteredInvoice } from '../../providers/invoice-registry/invoice-registry-provider.ts';
import { mismatchedFields } from './compare.ts';
import * as repo from './repo.ts';

const VERDICT: Record<InvoiceStatus, string> = {
  normal: '查验通过：发票信息与税务登记一致，发票状态正常',
  void: '查验通过：发票信息一致，但该发票已作废，不能作为有效凭证',
  red: '查验通过：发票信息一致，但该发票已红冲，不能作为有效凭证',
};
const NOT_FOUND = '查无此票：未找到该发票代码和号码的发票，请核对后重试';

type Details = Omit<InvoiceDetails, 'typeName' | 'totalFen'>;

function detailsOf(i: Details): InvoiceDetails {
  const typeName = isInvoiceTypeCode(i.typeCode) ? INVOICE_TYPES[i.typeCode] : i.typeCode;
  return {
    typeCode: i.typeCode,
    typeName,
    invoiceCode: i.invoiceCode,
    invoiceNo: i.invoiceNo,
    invoiceDate: i.invoiceDate,
    sellerName: i.sellerName,
    sellerTaxId: i.sellerTaxId,
    buyerName: i.buyerName,
    buyerTaxId: i.buyerTaxId,
    itemsSummary: i.itemsSummary,
    amountFen: i.amountFen,
    taxFen: i.taxFen,
    totalFen: i.amountFen + i.taxFen,
    status: i.status,
  };
}

const statusOf = (s: string): InvoiceStatus => (s === 'void' || s === 'red' ? s : 'normal');

/**
 * Invoice checks (issue 24): the registry finds the invoice by code and number, the portal
 * compares what the check asks. Only a genuine check is kept in the user's history; a mismatch
 * or an unknown invoice is answered with the fields to correct and changes nothing.
 */
export function createInvoiceCheckService(db: Db, registry: InvoiceRegistryProvider) {
  async function remember(userId: string, source: 'number' | 'picture', invoice: RegisteredInvoice): Promise<number> {
    return repo.insertCheck(db, {
      userId,
      source,
      registryId: invoice.registryId ?? null,
      typeCode: invoice.typeCode,
      invoiceCode: invoice.invoiceCode,
      invoiceNo: invoice.invoiceNo,
      invoiceDate: invoice.invoiceDate,
      amountFen: invoice.amountFen,
      taxFen: invoice.taxFen,
      sellerName: invoice.sellerName,
      sellerTaxId: invoice.sellerTaxId,
      buyerName: invoice.buyerName,
      buyerTaxId: invoice.buyerTaxId,
      itemsSummary: invoice.itemsSummary,
      status: invoice.status,
    });
  }

  return {
    async check(userId: string, query: InvoiceQuery): Promise<InvoiceCheckResult> {
      const invoice = await registry.find(query.invoiceCode, query.invoiceNo);
      if (!invoice) return { outcome: 'notFound', message: NOT_FOUND, mismatched: [] };
      const wrong = mismatchedFields(query, invoice);
      if (wrong.length > 0) {
        return { outcome: 'mismatch', message: `发票信息不一致：${wrong.map((f) => CHECKED_FIELD_NAMES[f]).join('、')}与发票不符，请核对后重新查验`, mismatched: wrong };
      }
      const historyId = await remember(userId, query.source ?? 'number', invoice);
      return { outcome: 'genuine', message: VERDICT[invoice.status], mismatched: [], invoice: detailsOf(invoice), historyId };
    },

    async history(userId: string): Promise<{ items: InvoiceHistoryEntry[] }> {
      const rows = await repo.checksOf(db, userId, INVOICE_HISTORY_SIZE);
      return {
        items: rows.map((r) => ({
          id: r.id,
          checkedAt: r.checkedAt.toISOString(),
          source: r.source === 'picture' ? 'picture' : 'number',
          invoice: detailsOf({ ...r, status: statusOf(r.status) }),
        })),
      };
    },
  };
}
