import { INVOICE_COLUMNS, type InvoiceColumnKey, type InvoiceRowError } from '@portal/contract/calls/invoice-check/registry-import';
import { basisOf, basisOfType, FULLY_DIGITAL_TYPES, INVOICE_STATUS, INVOICE_TYPE_NAMES, INVOICE_TYPES, type InvoiceStatus, type InvoiceTypeCode } from '@portal/contract/calls/invoice-check/kinds';
import { yuanToFen } from '@portal/contract/calls/invoice-check/fields';
import type { Sheet } from '../products/read-sheet.ts';
import { matchTemplateColumns } from '../../lib/template-columns.ts';

/** The header must hold exactly the template's columns (any order), else the file is refused before a row is read. */
export const checkInvoiceColumns = (header: string[]): Map<string, number> =>
  matchTemplateColumns(INVOICE_COLUMNS, header, 'INVOICE_IMPORT_COLUMNS');

export interface InvoiceImportRow {
  row: number;
  typeCode: InvoiceTypeCode;
  invoiceCode: string;
  invoiceNo: string;
  invoiceDate: string;
  amountFen: number;
  taxFen: number;
  checkCode: string;
  sellerName: string;
  sellerTaxId: string;
  buyerName: string;
  buyerTaxId: string;
  itemsSummary: string;
  status: InvoiceStatus;
}

const TYPE_BY_TEXT: Record<string, InvoiceTypeCode> = Object.fromEntries(
  Object.entries(INVOICE_TYPES).flatMap(([code, name]) => [
    [code, code],
    [name, code],
  ]),
) as Record<string, InvoiceTypeCode>;
const STATUS_BY_TEXT: Record<string, InvoiceStatus> = { 正常: 'normal', 作废: 'void', 已作废: 'void', 红冲: 'red', 已红冲: 'red', normal: 'normal', void: 'void', red: 'red' };
const YUAN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
/** 纳税人识别号: the 18-character credit code, or the older 15, 17 or 20 characters. */
const TAX_ID = /^[0-9A-Z]{15}$|^[0-9A-Z]{17,18}$|^[0-9A-Z]{20}$/;
const NAME_MAX = 100;
const SUMMARY_MAX = 200;

const pad = (n: number) => String(n).padStart(2, '0');
function day(text: string, today: string): string | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 2000) return null;
  const value = `${y}-${pad(mo)}-${pad(d)}`;
  return value > today ? null : value;
}

/** Every row checked; each problem named by row, column and reason. */
export function validateInvoices(sheet: Sheet, index: Map<string, number>, today: string) {
  const good: InvoiceImportRow[] = [];
  const errors: InvoiceRowError[] = [];
  const rowOfKey = new Map<string, number>();
  let failedRows = 0;
  for (const { row, cells } of sheet.rows) {
    const rowErrors: InvoiceRowError[] = [];
    const title = (key: InvoiceColumnKey) => INVOICE_COLUMNS.find((c) => c.key === key)!.title;
    const fail = (key: InvoiceColumnKey, reason: string) => rowErrors.push({ row, column: title(key), reason });
    const text = (key: InvoiceColumnKey) => {
      const col = INVOICE_COLUMNS.find((c) => c.key === key)!;
      const value = (cells[index.get(col.title)!] ?? '').trim();
      if (value === '' && col.required) fail(key, '不能为空');
      return value;
    };
    const typeText = text('typeCode');
    const typeCode = TYPE_BY_TEXT[typeText];
    if (typeText && !typeCode) fail('typeCode', `须为${INVOICE_TYPE_NAMES.join('、')}之一，或其类型代码`);
    const digital = typeCode ? FULLY_DIGITAL_TYPES.includes(typeCode) : false;
    const invoiceCode = text('invoiceCode');
    const invoiceNo = text('invoiceNo');
    if (typeCode && digital) {
      if (invoiceCode !== '') fail('invoiceCode', '数电发票没有发票代码，须留空');
      if (invoiceNo && !/^\d{20}$/.test(invoiceNo)) fail('invoiceNo', '数电发票的发票号码须为20位数字');
    } else if (typeCode) {
      if (!/^(\d{10}|\d{12})$/.test(invoiceCode)) fail('invoiceCode', '须为10位或12位数字');
      else if (basisOf(invoiceCode, '00000000') !== basisOfType(typeCode)) fail('invoiceCode', `该发票代码不属于${INVOICE_TYPES[typeCode]}`);
      if (invoiceNo && !/^\d{8}$/.test(invoiceNo)) fail('invoiceNo', '须为8位数字');
    }
    const dateText = text('invoiceDate');
    const invoiceDate = dateText ? day(dateText, today) : null;
    if (dateText && !invoiceDate) fail('invoiceDate', '须为2000年以后、不晚于今天的日期，格式如2024-03-15');
    const money = (key: 'amount' | 'tax') => {
      const t = text(key).replace(/,/g, '');
      if (t && !YUAN.test(t)) fail(key, '须为不小于0的金额（元），最多两位小数');
      return t && YUAN.test(t) ? yuanToFen(t) : 0;
    };
    const amountFen = money('amount');
    const taxFen = money('tax');
    const checkCode = text('checkCode').replace(/\s/g, '');
    if (checkCode && !/^\d{20}$/.test(checkCode)) fail('checkCode', '须为20位数字');
    else if (!checkCode && typeCode && basisOfType(typeCode) === 'checkCode') fail('checkCode', '普通发票须填写20位校验码（查验时核对其后6位）');
    const party = (nameKey: 'sellerName' | 'buyerName', idKey: 'sellerTaxId' | 'buyerTaxId') => {
      const name = text(nameKey);
      if (name.length > NAME_MAX) fail(nameKey, `不能超过${NAME_MAX}个字`);
      const taxId = text(idKey).toUpperCase();
      if (taxId && !TAX_ID.test(taxId)) fail(idKey, '须为15、17、18或20位数字或大写字母（统一社会信用代码为18位）');
      return [name, taxId] as const;
    };
    const [sellerName, sellerTaxId] = party('sellerName', 'sellerTaxId');
    const [buyerName, buyerTaxId] = party('buyerName', 'buyerTaxId');
    const itemsSummary = text('itemsSummary');
    if (itemsSummary.length > SUMMARY_MAX) fail('itemsSummary', `不能超过${SUMMARY_MAX}个字`);
    const statusText = text('status');
    const status = STATUS_BY_TEXT[statusText];
    if (statusText && !status) fail('status', `须为${Object.values(INVOICE_STATUS).map((s) => s.replace('已', '')).join('、')}之一`);
    if (rowErrors.length === 0) {
      const key = `${invoiceCode}/${invoiceNo}`;
      const first = rowOfKey.get(key);
      if (first !== undefined) fail('invoiceNo', `与第${first}行的发票代码和号码重复`);
      else rowOfKey.set(key, row);
    }
    if (rowErrors.length > 0) {
      failedRows++;
      errors.push(...rowErrors);
    } else {
      good.push({ row, typeCode: typeCode!, invoiceCode, invoiceNo, invoiceDate: invoiceDate!, amountFen, taxFen, checkCode, sellerName, sellerTaxId, buyerName, buyerTaxId, itemsSummary, status: status! });
    }
  }
  return { good, errors, failedRows };
}
