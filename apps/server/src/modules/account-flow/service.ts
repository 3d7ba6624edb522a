import type * as z from 'zod/mini';
import type { queryBatchAccountFlow, queryFlowAccounts, querySingleAccountFlow } from '@portal/contract/calls/account-flow/query';
import type { FlowAccount, FlowRow, FlowTotals } from '@portal/contract/calls/account-flow/fields';
import type { AccountType, BorrowTag } from '@portal/contract/codes';
import { BATCH_FLOW_PAGE_SIZE, LIST_PAGE_SIZE } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { requireVisibleAccounts, seatFor, visibleAccountNos } from '../enterprise-access/seats.ts';
import { accountsOf, periodsOf, type AccountPeriod, type AccountRow, type TransactionRow } from './repo.ts';
import { monthsOfPeriod } from './months.ts';
import { channelName } from '@portal/contract/glossary';

type SingleInput = z.output<typeof querySingleAccountFlow.request>;
type BatchInput = z.output<typeof queryBatchAccountFlow.request>;
type AccountsReply = z.input<typeof queryFlowAccounts.response>;
type SingleReply = z.input<typeof querySingleAccountFlow.response>;
type BatchReply = z.input<typeof queryBatchAccountFlow.response>;

/** Rows each account's card shows in a batch reply (its newest matching rows). */
export const BATCH_CARD_ROWS = 5;

const toAccount = (a: AccountRow): FlowAccount => ({
  account: a.accountNo,
  accountName: a.accountName,
  accountType: a.accountType as AccountType,
  currency: a.currency,
  status: a.status,
  balance: a.balanceFen,
  branchName: a.branchName,
});

const toRow = (t: TransactionRow): FlowRow => ({
  serialNo: t.serialNo,
  bookingDate: t.bookingDate,
  valueDate: t.valueDate,
  bookedAt: t.bookedAt,
  borrowTag: t.borrowTag as BorrowTag,
  amount: t.amountFen,
  balance: t.balanceFen,
  counterpartyName: t.counterpartyName,
  counterpartyAccount: t.counterpartyAccount,
  summary: t.summary,
  channel: channelName(t.channel),
});

/** The period's counts and sums add up its months; the balances are the period's, not the matches'. */
function totalsOf(p: AccountPeriod): FlowTotals {
  const sum = (pick: (m: AccountPeriod['months'][number]) => number) => p.months.reduce((n, m) => n + pick(m), 0);
  const incomeCount = sum((m) => m.incomeCount);
  const expenseCount = sum((m) => m.expenseCount);
  return {
    runWaterTotal: incomeCount + expenseCount,
    incomeCount,
    incomeTotal: sum((m) => m.incomeFen),
    expenseCount,
    expenseTotal: sum((m) => m.expenseFen),
    openingBalance: p.openingFen,
    closingBalance: p.closingFen,
  };
}

/** A page past the last refuses (page 1 of nothing is an empty page, not an error). */
function requirePage(pageNo: number, items: number, pageSize: number): void {
  const lastPage = pageSize === 0 ? 1 : Math.max(1, Math.ceil(items / pageSize));
  if (pageNo > lastPage) throw new AppError('FLOW_PAGE_OUT_OF_RANGE', { field: 'pageNo' });
}

/**
 * Account flow (issue 23): who may see which account comes from the enterprise seats (a
 * director every account of the enterprise, anyone else the accounts bound to them); any other
 * account is "not found" before a row is read.
 */
export function createAccountFlowService(db: Db) {
  return {
    async accounts(userId: string, memberCustomerId: string | undefined): Promise<AccountsReply> {
      const seat = await seatFor(db, userId, memberCustomerId);
      const accounts = await accountsOf(db, seat.enterpriseId, await visibleAccountNos(db, seat));
      return { memberCustomerId: seat.enterpriseId, memberCustomerName: seat.enterpriseName, accounts: accounts.map(toAccount) };
    },

    async single(userId: string, input: SingleInput): Promise<SingleReply> {
      const seat = await seatFor(db, userId, input.memberCustomerId);
      // A director sees every account of the enterprise, and periodsOf reads only the enterprise's.
      if (seat.role !== 'director') await requireVisibleAccounts(db, seat, [input.account]);
      const pageNo = input.pageNo ?? 1;
      const pageSize = input.pageSize ?? LIST_PAGE_SIZE;
      const { periods } = await periodsOf(db, seat.enterpriseId, [input.account], input, { offset: (pageNo - 1) * pageSize, limit: pageSize });
      const period = periods[0];
      if (!period) throw new AppError('ENTERPRISE_ACCOUNT_NOT_FOUND', { field: 'account' });
      const totals = totalsOf(period);
      requirePage(pageNo, totals.runWaterTotal, pageSize);
      return {
        accountListNumber: period.account.accountNo,
        account: toAccount(period.account),
        ...totals,
        months: monthsOfPeriod(input.beginDate, input.endDate, period.months),
        pageNo,
        pageSize,
        data: period.rows.map(toRow),
      };
    },

    async batch(userId: string, input: BatchInput): Promise<BatchReply> {
      const seat = await seatFor(db, userId, input.memberCustomerId);
      const accounts = [...new Set(input.accounts)];
      await requireVisibleAccounts(db, seat, accounts);
      const pageNo = input.pageNo ?? 1;
      requirePage(pageNo, accounts.length, BATCH_FLOW_PAGE_SIZE);
      const onPage = accounts.slice((pageNo - 1) * BATCH_FLOW_PAGE_SIZE, pageNo * BATCH_FLOW_PAGE_SIZE);
      const { periods, allMatches } = await periodsOf(db, seat.enterpriseId, onPage, input, { offset: 0, limit: BATCH_CARD_ROWS }, accounts);
      const byAccount = new Map(periods.map((p) => [p.account.accountNo, p]));
      return {
        accountListNumber: accounts.length,
        accountRecordTotalNumber: allMatches,
        pageNo,
        pageSize: BATCH_FLOW_PAGE_SIZE,
        list: {
          records: onPage.flatMap((no) => {
            const p = byAccount.get(no);
            return p ? [{ account: toAccount(p.account), ...totalsOf(p), data: p.rows.map(toRow) }] : [];
          }),
        },
      };
    },
  };
}

export type AccountFlowService = ReturnType<typeof createAccountFlowService>;
