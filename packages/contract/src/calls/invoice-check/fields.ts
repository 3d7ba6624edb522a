import * as z from 'zod/mini';
import { isDashedDate } from '../../validate/date.ts';
import { ZText } from '../../validate/field-types.ts';
import { basisOf, INVOICE_STATUS, type InvoiceStatus } from './kinds.ts';

/** The Chinese messages of the number form, the same in the browser and from the server. */
export const INVOICE_MESSAGES = {
  invoiceCode: '请输入10位或12位数字的发票代码（数电发票不填）',
  invoiceCodeNeeded: '请输入发票代码：8位发票号码的发票须填写10位或12位发票代码',
  invoiceCodeForbidden: '数电发票没有发票代码，请清空发票代码',
  invoiceNo: '请输入8位数字的发票号码，数电发票为20位数字',
  invoiceDate: '请输入正确的开票日期',
  invoiceDateFuture: '开票日期不能晚于今天',
  amount: '请输入不含税金额（元），最多两位小数',
  checkCode: '请输入校验码后6位数字',
} as const;

const YUAN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** "1234.5" -> 123450 fen; the caller has validated the text. */
export function yuanToFen(yuan: string): number {
  const [whole = '0', part = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** 123450 -> "1234.50". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Today's date in China (UTC+8), yyyy-mm-dd. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

const trimmedDigits = ZText.check(z.trim(), z.maxLength(20));

interface QueryShape {
  invoiceCode: string;
  invoiceNo: string;
  invoiceDate: string;
  amount: string;
  checkCode: string;
}

/**
 * The number form: each field checked alone, then what the invoice's kind asks (basisOf),
 * each problem reported at the field the user corrects.
 */
export const ZInvoiceQuery = z
  .object({
    invoiceCode: trimmedDigits.check(z.regex(/^(\d{10}|\d{12})?$/, INVOICE_MESSAGES.invoiceCode)),
    invoiceNo: trimmedDigits.check(z.regex(/^(\d{8}|\d{20})$/, INVOICE_MESSAGES.invoiceNo)),
    invoiceDate: ZText.check(z.trim(), z.refine(isDashedDate, INVOICE_MESSAGES.invoiceDate)),
    amount: ZText.check(z.trim(), z.maxLength(16), z.regex(/^((0|[1-9]\d{0,11})(\.\d{1,2})?)?$/, INVOICE_MESSAGES.amount)),
    checkCode: trimmedDigits.check(z.regex(/^(\d{6})?$/, INVOICE_MESSAGES.checkCode)),
    /** Typed, or filled from a picture (kept in the history). */
    source: z.optional(z.enum(['number', 'picture'])),
  })
  .check(
    z.refine<QueryShape>((v) => !(v.invoiceNo.length === 8 && v.invoiceCode === ''), { message: INVOICE_MESSAGES.invoiceCodeNeeded, path: ['invoiceCode'] }),
    z.refine<QueryShape>((v) => !(v.invoiceNo.length === 20 && v.invoiceCode !== ''), { message: INVOICE_MESSAGES.invoiceCodeForbidden, path: ['invoiceCode'] }),
    z.refine<QueryShape>((v) => !isDashedDate(v.invoiceDate) || v.invoiceDate <= chinaToday(), { message: INVOICE_MESSAGES.invoiceDateFuture, path: ['invoiceDate'] }),
    z.refine<QueryShape>((v) => basisOf(v.invoiceCode, v.invoiceNo) !== 'amount' || YUAN.test(v.amount), { message: INVOICE_MESSAGES.amount, path: ['amount'] }),
    z.refine<QueryShape>((v) => basisOf(v.invoiceCode, v.invoiceNo) !== 'checkCode' || /^\d{6}$/.test(v.checkCode), { message: INVOICE_MESSAGES.checkCode, path: ['checkCode'] }),
  );
export type InvoiceQuery = z.infer<typeof ZInvoiceQuery>;

/** The fields a check compares, in the form's order. */
export const CHECKED_FIELDS = ['invoiceCode', 'invoiceNo', 'invoiceDate', 'amount', 'checkCode'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];
export const CHECKED_FIELD_NAMES: Record<CheckedField, string> = {
  invoiceCode: '发票代码',
  invoiceNo: '发票号码',
  invoiceDate: '开票日期',
  amount: '不含税金额',
  checkCode: '校验码后6位',
};

/** The message at a field that does not match the registry's invoice. */
export const MISMATCH_MESSAGES: Record<CheckedField, string> = {
  invoiceCode: '发票代码与查验结果不一致',
  invoiceNo: '发票号码与查验结果不一致',
  invoiceDate: '开票日期与发票不符，请核对发票右上角的开票日期',
  amount: '不含税金额与发票不符，请核对发票“金额”合计栏（不含税）',
  checkCode: '校验码后6位与发票不符，请核对发票右上角校验码的最后6位',
};

export const ZInvoiceStatus = z.enum(Object.keys(INVOICE_STATUS) as [InvoiceStatus, ...InvoiceStatus[]]);

/** The invoice as the registry holds it; shown only when every field matched. */
export const ZInvoiceDetails = z.object({
  typeCode: z.string(),
  typeName: z.string(),
  invoiceCode: z.string(),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  sellerName: z.string(),
  sellerTaxId: z.string(),
  buyerName: z.string(),
  buyerTaxId: z.string(),
  itemsSummary: z.string(),
  /** Amounts in fen. */
  amountFen: z.number(),
  taxFen: z.number(),
  totalFen: z.number(),
  status: ZInvoiceStatus,
});
export type InvoiceDetails = z.infer<typeof ZInvoiceDetails>;

/**
 * A check's answer: `genuine` (every asked field matches; the details follow, whose status may
 * still be void or red-flushed), `mismatch` (the invoice exists; the fields that differ are
 * listed, no details), `notFound` (no invoice under this code and number).
 */
export const ZInvoiceCheckResult = z.object({
  outcome: z.enum(['genuine', 'mismatch', 'notFound']),
  /** A short Chinese verdict for the result card. */
  message: z.string(),
  mismatched: z.array(z.enum(CHECKED_FIELDS)),
  invoice: z.optional(ZInvoiceDetails),
  /** The history entry written (genuine checks only). */
  historyId: z.optional(z.number()),
});
export type InvoiceCheckResult = z.infer<typeof ZInvoiceCheckResult>;

/** The form filled from an invoice's QR code. */
export const ZInvoiceFromPicture = z.object({
  typeCode: z.string(),
  typeName: z.string(),
  invoiceCode: z.string(),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  amount: z.string(),
  checkCode: z.string(),
});
export type InvoiceFromPicture = z.infer<typeof ZInvoiceFromPicture>;
