import { and, between, eq, gt, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { yuanToFen } from '@portal/contract/calls/account-flow/filters';
import { ledgerTransactions as tx } from '../../db/schema/ledger.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import type { FlowFilter } from '../account-flow/filter-sql.ts';

export type { FlowFilter };

/** The rows of one account the filters keep: the same rules as the account-flow query (filter-sql.ts), as drizzle conditions. */
export function flowWhere(accountNo: string, f: FlowFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(tx.accountNo, accountNo), between(tx.bookingDate, f.beginDate, f.endDate)];
  if (f.minAmount) conditions.push(gte(tx.amountFen, yuanToFen(f.minAmount)));
  if (f.maxAmount) conditions.push(lte(tx.amountFen, yuanToFen(f.maxAmount)));
  if (f.borrowTag === '0' || f.borrowTag === '1') conditions.push(eq(tx.borrowTag, f.borrowTag));
  if (f.keyword) {
    const pattern = `%${escapeLike(f.keyword)}%`;
    conditions.push(or(ilike(tx.counterpartyName, pattern), ilike(tx.counterpartyAccount, pattern)));
  }
  return and(...conditions)!;
}

/** The operators' bulk period: any bounds, and only rows after `afterSeq` (keyset paging). */
export function bulkWhere(accountNo: string, period: { beginDate?: string | undefined; endDate?: string | undefined }, afterSeq = 0): SQL {
  return and(
    eq(tx.accountNo, accountNo),
    gt(tx.seq, afterSeq),
    period.beginDate ? gte(tx.bookingDate, period.beginDate) : undefined,
    period.endDate ? lte(tx.bookingDate, period.endDate) : undefined,
  )!;
}
