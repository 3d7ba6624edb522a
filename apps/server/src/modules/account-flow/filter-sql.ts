import { sql, type SQL } from 'drizzle-orm';
import { yuanToFen } from '@portal/contract/calls/account-flow/filters';
import { escapeLike } from '../../lib/escape-like.ts';

/** The period and filters of a flow query as the contract has checked them. */
export interface FlowFilter {
  beginDate: string;
  endDate: string;
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
  borrowTag?: '0' | '1' | '2' | undefined;
  keyword?: string | undefined;
}

/**
 * The conditions on `ledger_transactions t` that pick the period's matching rows: the booking
 * date range first (it leads the (account_no, booking_date, seq) index after the account),
 * then amount in fen, borrow tag (2 or absent: both) and the counterparty keyword.
 */
export function matchConditions(filter: FlowFilter): SQL {
  const parts: SQL[] = [sql`t.booking_date between ${filter.beginDate}::date and ${filter.endDate}::date`];
  if (filter.minAmount) parts.push(sql`t.amount_fen >= ${yuanToFen(filter.minAmount)}`);
  if (filter.maxAmount) parts.push(sql`t.amount_fen <= ${yuanToFen(filter.maxAmount)}`);
  if (filter.borrowTag === '0' || filter.borrowTag === '1') parts.push(sql`t.borrow_tag = ${filter.borrowTag}`);
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    parts.push(sql`(t.counterparty_name ilike ${like} or t.counterparty_account ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}
