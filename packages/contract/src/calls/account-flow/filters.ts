import * as z from 'zod/mini';
import { ZBorrowTag } from '../../codes.ts';
import { ZText } from '../../validate/field-types.ts';
import { isDashedDate } from '../../validate/date.ts';

/**
 * What an account-flow query, print or export asks for (§7 querySingleAccountFlow and friends,
 * issue 23). Dates are yyyy-mm-dd booking dates, both ends included, at most one year apart;
 * amounts are yuan with up to two decimals (the screen's inputs), compared in fen.
 */
export const FLOW_MESSAGES = {
  account: '请选择账户',
  accounts: '请选择1至20个账户',
  date: '请输入正确的日期',
  dateReversed: '开始日期不能晚于结束日期',
  dateRangeTooLong: '查询期间不能超过一年',
  amount: '请输入正确的金额（最多两位小数）',
  amountReversed: '最小金额不能大于最大金额',
  keyword: '对方户名或账号关键字不能超过40个字',
} as const;

/** The longest period one query covers: one year (365 days, 366 across a 29 February). */
export const FLOW_MAX_RANGE_MONTHS = 12;
/** Accounts in one batch query or batch export. */
export const FLOW_BATCH_MAX_ACCOUNTS = 20;
export const FLOW_KEYWORD_MAX = 40;

const AMOUNT = /^(0|[1-9]\d{0,12})(\.\d{1,2})?$/;

/** "123.45" -> 12345 fen; the caller has validated the text. */
export function yuanToFen(yuan: string): number {
  const [whole = '0', part = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** 12345 -> "123.45", -500 -> "-5.00". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** True when `end` is at most one year after `begin` (same day next year included). */
export function withinOneYear(begin: string, end: string): boolean {
  const [y, m, d] = begin.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y + 1, m - 1, d));
  // 29 February + one year is 28 February (Date would roll over to 1 March).
  if (limit.getUTCMonth() !== m - 1) limit.setUTCDate(0);
  return Date.parse(`${end}T00:00:00Z`) <= limit.getTime();
}

export const ZAccountNo = ZText.check(z.trim(), z.regex(/^\d{10,32}$/, FLOW_MESSAGES.account));
export const ZFlowDate = ZText.check(z.refine(isDashedDate, FLOW_MESSAGES.date));
export const ZYuan = ZText.check(z.trim(), z.regex(AMOUNT, FLOW_MESSAGES.amount));

/** The period and filters shared by every flow call; empty amount bounds mean "any". */
export const ZFlowFilterFields = {
  beginDate: ZFlowDate,
  endDate: ZFlowDate,
  minAmount: z.optional(z.union([z.literal(''), ZYuan])),
  maxAmount: z.optional(z.union([z.literal(''), ZYuan])),
  /** 0 expense, 1 income, 2 all (default). */
  borrowTag: z.optional(ZBorrowTag),
  /** Part of the counterparty's name or account number. */
  keyword: z.optional(ZText.check(z.trim(), z.maxLength(FLOW_KEYWORD_MAX, FLOW_MESSAGES.keyword))),
  /** The enterprise the caller acts for (§3); the caller's first when omitted. */
  memberCustomerId: z.optional(ZText.check(z.maxLength(64))),
};

type FilterShape = { beginDate: string; endDate: string; minAmount?: string | undefined; maxAmount?: string | undefined };

/** The cross-field rules, each reported at the field the user corrects. */
export const flowFilterChecks = [
  z.refine<FilterShape>((v) => !isDashedDate(v.beginDate) || !isDashedDate(v.endDate) || v.beginDate <= v.endDate, {
    message: FLOW_MESSAGES.dateReversed,
    path: ['endDate'],
  }),
  z.refine<FilterShape>((v) => !isDashedDate(v.beginDate) || !isDashedDate(v.endDate) || v.beginDate > v.endDate || withinOneYear(v.beginDate, v.endDate), {
    message: FLOW_MESSAGES.dateRangeTooLong,
    path: ['endDate'],
  }),
  z.refine<FilterShape>((v) => !v.minAmount || !v.maxAmount || !AMOUNT.test(v.minAmount) || !AMOUNT.test(v.maxAmount) || yuanToFen(v.minAmount) <= yuanToFen(v.maxAmount), {
    message: FLOW_MESSAGES.amountReversed,
    path: ['maxAmount'],
  }),
] as const;
