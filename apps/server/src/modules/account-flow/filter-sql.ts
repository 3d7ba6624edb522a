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

/** True when only the period and the borrow tag filter: the daily totals then answer the counts and sums. */
export function totalsSuffice(filter: FlowFilter): boolean {
  return !filter.minAmount && !filter.maxAmount && !filter.keyword;
}

/**
 * The matching rows' counts and sums per calendar month of account `a.account_no`, as rows
 * (month, ic, it, ec, et): from the daily totals when they suffice (≤ 366 rows a year), else
 * aggregated from the transactions themselves.
 */
export function monthsSelect(filter: FlowFilter): SQL {
  if (!totalsSuffice(filter)) {
    return sql`select to_char(t.booking_date, 'YYYY-MM') as month,
        count(*) filter (where t.borrow_tag = '1') as ic,
        coalesce(sum(t.amount_fen) filter (where t.borrow_tag = '1'), 0) as it,
        count(*) filter (where t.borrow_tag = '0') as ec,
        coalesce(sum(t.amount_fen) filter (where t.borrow_tag = '0'), 0) as et
      from ledger_transactions t where t.account_no = a.account_no and ${matchConditions(filter)}
      group by 1`;
  }
  const income = filter.borrowTag !== '0';
  const expense = filter.borrowTag !== '1';
  return sql`select to_char(d.booking_date, 'YYYY-MM') as month,
      ${income ? sql`sum(d.income_count)` : sql`0`} as ic, ${income ? sql`sum(d.income_fen)` : sql`0`} as it,
      ${expense ? sql`sum(d.expense_count)` : sql`0`} as ec, ${expense ? sql`sum(d.expense_fen)` : sql`0`} as et
    from ledger_daily_totals d
    where d.account_no = a.account_no and d.booking_date between ${filter.beginDate}::date and ${filter.endDate}::date
    group by 1`;
}

/** The number of matching rows over `accountNos` (a batch's total), from the daily totals when they suffice. */
export function countSelect(filter: FlowFilter, accountNos: readonly string[]): SQL {
  if (!totalsSuffice(filter)) {
    return sql`(select count(*) from ledger_transactions t where t.account_no in ${[...accountNos]} and ${matchConditions(filter)})`;
  }
  const income = filter.borrowTag !== '0' ? sql`d.income_count` : sql`0`;
  const expense = filter.borrowTag !== '1' ? sql`d.expense_count` : sql`0`;
  return sql`(select coalesce(sum(${income} + ${expense}), 0) from ledger_daily_totals d
    where d.account_no in ${[...accountNos]} and d.booking_date between ${filter.beginDate}::date and ${filter.endDate}::date)`;
}
