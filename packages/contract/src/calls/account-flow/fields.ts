import * as z from 'zod/mini';
import { ZAccountType, ZBorrowTag } from '../../codes.ts';

/** One booked transaction as the portal shows it; money in fen (integers), dates yyyy-mm-dd. */
export const ZFlowRow = z.object({
  serialNo: z.string(),
  bookingDate: z.string(),
  valueDate: z.string(),
  /** ISO time the core booked it. */
  bookedAt: z.string(),
  borrowTag: ZBorrowTag,
  amount: z.int(),
  /** Running balance after this row. */
  balance: z.int(),
  counterpartyName: z.string(),
  counterpartyAccount: z.string(),
  summary: z.string(),
  channel: z.string(),
});
export type FlowRow = z.output<typeof ZFlowRow>;

/** An account the caller may query (§3: shown as "account (name)"). */
export const ZFlowAccount = z.object({
  account: z.string(),
  accountName: z.string(),
  accountType: ZAccountType,
  currency: z.string(),
  status: z.string(),
  /** The balance after the newest transaction, fen. */
  balance: z.int(),
  branchName: z.string(),
});
export type FlowAccount = z.output<typeof ZFlowAccount>;

/** The period's figures for one account: counts and sums in fen, balances around the period. */
export const ZFlowTotals = z.object({
  /** §3 runWaterTotal: rows matching the filters. */
  runWaterTotal: z.int(),
  incomeCount: z.int(),
  incomeTotal: z.int(),
  expenseCount: z.int(),
  expenseTotal: z.int(),
  /** Balance before the first booking of the period, and after its last (all rows, not only matches). */
  openingBalance: z.int(),
  closingBalance: z.int(),
});
export type FlowTotals = z.output<typeof ZFlowTotals>;

/** Income and expense of one calendar month of the period (the chart). */
export const ZFlowMonth = z.object({ month: z.string(), income: z.int(), expense: z.int() });
