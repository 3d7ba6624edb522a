/**
 * Invoice kinds and what the tax bureau's check asks of each (issue 24). The check needs the
 * invoice's code (none on a fully-digital invoice), number and date, plus one secret the
 * holder can read off the paper: special VAT invoices (专票) and fully-digital invoices (数电票)
 * ask the amount before tax, ordinary ones (普票) the last six digits of the check code, which
 * special invoices do not print.
 */

/** The type codes of the invoice QR (field 2) this portal checks, with their names. */
export const INVOICE_TYPES = {
  '01': '增值税专用发票',
  '04': '增值税普通发票',
  '08': '增值税电子专用发票',
  '10': '增值税电子普通发票',
  '11': '增值税普通发票（卷式）',
  '14': '增值税电子普通发票（通行费）',
  '31': '电子发票（增值税专用发票）',
  '32': '电子发票（普通发票）',
} as const;
export type InvoiceTypeCode = keyof typeof INVOICE_TYPES;

/** In code order ('10' before '01' is how JavaScript orders such keys, so they are sorted). */
export const INVOICE_TYPE_CODES = (Object.keys(INVOICE_TYPES) as InvoiceTypeCode[]).sort();
export const INVOICE_TYPE_NAMES = INVOICE_TYPE_CODES.map((c) => INVOICE_TYPES[c]);

export function isInvoiceTypeCode(code: string): code is InvoiceTypeCode {
  return Object.hasOwn(INVOICE_TYPES, code);
}

/** What a check asks besides code, number and date. */
export type CheckBasis = 'amount' | 'checkCode';

/** Fully-digital invoices: a 20-digit number and no code. */
export const FULLY_DIGITAL_TYPES: readonly InvoiceTypeCode[] = ['31', '32'];
const SPECIAL_TYPES: readonly InvoiceTypeCode[] = ['01', '08', '31', '32'];

export function basisOfType(type: InvoiceTypeCode): CheckBasis {
  return SPECIAL_TYPES.includes(type) ? 'amount' : 'checkCode';
}

/**
 * What to ask, from the code and number alone (the form decides before any lookup): a 20-digit
 * number without code is fully digital (amount); a 10-digit code is special when its 8th digit
 * is 1, 2, 5 or 7 (the paper special-invoice series); a 12-digit code is the electronic special
 * invoice when it ends in 13; every other code is an ordinary invoice (check code).
 */
export function basisOf(invoiceCode: string, invoiceNo: string): CheckBasis {
  if (invoiceCode === '' && invoiceNo.length === 20) return 'amount';
  if (invoiceCode.length === 10) return '1257'.includes(invoiceCode[7] ?? '') ? 'amount' : 'checkCode';
  if (invoiceCode.length === 12) return invoiceCode.endsWith('13') ? 'amount' : 'checkCode';
  return 'checkCode';
}

/** The invoice's status in the registry. */
export const INVOICE_STATUS = { normal: '正常', void: '已作废', red: '已红冲' } as const;
export type InvoiceStatus = keyof typeof INVOICE_STATUS;
