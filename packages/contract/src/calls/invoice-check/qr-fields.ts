import { compactToDashed, isDashedDate } from '../../validate/date.ts';
import { FULLY_DIGITAL_TYPES, INVOICE_TYPES, isInvoiceTypeCode, type InvoiceTypeCode } from './kinds.ts';

/**
 * The fields of a Chinese invoice's QR code, comma-separated as the tax system prints them:
 *
 *   01,04,033002100611,12345678,1234.56,20240115,12345678901234567890,ABCD,
 *   version, type code, invoice code, number, amount before tax, date yyyymmdd, check code,
 *   then an encrypted check field (and on some printers more); fully-digital invoices (31, 32)
 *   leave the code empty and carry a 20-digit number, special invoices leave the check code
 *   empty.
 */
export interface InvoiceQrFields {
  version: string;
  typeCode: InvoiceTypeCode;
  invoiceCode: string;
  invoiceNo: string;
  /** Yuan with two decimals, e.g. "1234.50". */
  amount: string;
  /** yyyy-mm-dd. */
  invoiceDate: string;
  /** The whole check code (20 digits), or '' when the invoice has none. */
  checkCode: string;
}

export type InvoiceQrParse = { ok: true; fields: InvoiceQrFields } | { ok: false; reason: string };

const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

function twoDecimals(amount: string): string {
  const [whole = '0', part = ''] = amount.split('.');
  return `${whole}.${part.padEnd(2, '0')}`;
}

/** Reads an invoice QR's text; anything else (a web address, a payment code) is refused with the reason. */
export function parseInvoiceQr(text: string): InvoiceQrParse {
  const parts = text.trim().split(',').map((p) => p.trim());
  const refuse = (reason: string): InvoiceQrParse => ({ ok: false, reason });
  if (parts.length < 7 || parts[0] !== '01') return refuse('not an invoice QR (version or field count)');
  const [version, typeCode = '', invoiceCode = '', invoiceNo = '', amount = '', date = '', checkCode = ''] = parts;
  if (!isInvoiceTypeCode(typeCode)) return refuse(`unknown invoice type ${typeCode}`);
  const digital = FULLY_DIGITAL_TYPES.includes(typeCode);
  if (digital ? invoiceCode !== '' || !/^\d{20}$/.test(invoiceNo) : !/^(\d{10}|\d{12})$/.test(invoiceCode) || !/^\d{8}$/.test(invoiceNo)) {
    return refuse('code or number of the wrong shape');
  }
  if (!AMOUNT.test(amount)) return refuse('amount');
  const invoiceDate = /^\d{8}$/.test(date) ? compactToDashed(date) : '';
  if (!isDashedDate(invoiceDate)) return refuse('date');
  if (checkCode !== '' && !/^\d{20}$/.test(checkCode)) return refuse('check code');
  return { ok: true, fields: { version, typeCode, invoiceCode, invoiceNo, amount: twoDecimals(amount), invoiceDate, checkCode } };
}

/** The type's name for the screen. */
export function invoiceTypeName(code: InvoiceTypeCode): string {
  return INVOICE_TYPES[code];
}
