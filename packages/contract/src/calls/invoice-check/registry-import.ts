import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZImportTemplateFile, ZWholeFileImportReport, type ImportRowError } from '../common/import-report.ts';

export const INVOICE_IMPORT_LIMITS = {
  maxFileBytes: 4 * 1024 * 1024,
  maxRows: 10_000,
  /** Reasons listed in a reply; the count of bad rows is always complete. */
  maxReported: 500,
} as const;

/** The columns of an invoice import, in template order (发票代码 is empty on fully-digital invoices). */
export const INVOICE_COLUMNS = [
  { key: 'typeCode', title: '发票类型', required: true, example: '增值税专用发票' },
  { key: 'invoiceCode', title: '发票代码', required: false, example: '4403211130' },
  { key: 'invoiceNo', title: '发票号码', required: true, example: '01234567' },
  { key: 'invoiceDate', title: '开票日期', required: true, example: '2024-03-15' },
  { key: 'amount', title: '不含税金额(元)', required: true, example: '10000.00' },
  { key: 'tax', title: '税额(元)', required: true, example: '1300.00' },
  { key: 'checkCode', title: '校验码', required: false, example: '' },
  { key: 'sellerName', title: '销售方名称', required: true, example: '深圳市示例电子有限公司' },
  { key: 'sellerTaxId', title: '销售方纳税人识别号', required: true, example: '91440300MA5G8K2Q7T' },
  { key: 'buyerName', title: '购买方名称', required: true, example: '北京示例贸易有限公司' },
  { key: 'buyerTaxId', title: '购买方纳税人识别号', required: true, example: '91110105MA01ABCD13' },
  { key: 'itemsSummary', title: '货物或服务摘要', required: true, example: '*电子元件*集成电路 100个' },
  { key: 'status', title: '发票状态', required: true, example: '正常' },
] as const;
export type InvoiceColumnKey = (typeof INVOICE_COLUMNS)[number]['key'];

export type InvoiceRowError = ImportRowError;

export const ZInvoiceImportReport = ZWholeFileImportReport;
export type InvoiceImportReport = z.infer<typeof ZInvoiceImportReport>;

/**
 * Operators import the invoice registry the local check reads: one CSV (UTF-8 or GBK) or XLSX
 * file; one bad row refuses the file, and the report names every bad row's row, column and
 * reason; a good file is upserted by code and number in one transaction with its audit line.
 */
export const invoiceRegistryImport = defineCall({
  method: 'POST',
  path: '/staff/ops/invoices/import',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  upload: { maxFiles: 1, maxFileBytes: INVOICE_IMPORT_LIMITS.maxFileBytes },
  request: z.object({}),
  response: ZInvoiceImportReport,
});

/** A sample file (header and one example row) as CSV or XLSX, base64. */
export const invoiceRegistryTemplate = defineCall({
  method: 'POST',
  path: '/staff/ops/invoices/template',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ format: z.enum(['csv', 'xlsx']) }),
  response: ZImportTemplateFile,
});

/** How many invoices the registry holds, and the newest imported ones, for the console page. */
export const invoiceRegistrySummary = defineCall({
  method: 'POST',
  path: '/staff/ops/invoices/summary',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ total: z.int(), imported: z.int(), seeded: z.int() }),
});
