import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';

interface DayTotals {
  day: string;
  incomeCount: number;
  incomeFen: number;
  expenseCount: number;
  expenseFen: number;
}

const asTotals = (rows: Array<Record<string, unknown>>): DayTotals[] =>
  rows.map((r) => ({
    day: String(r.day),
    incomeCount: Number(r.ic),
    incomeFen: Number(r.it),
    expenseCount: Number(r.ec),
    expenseFen: Number(r.et),
  }));

/** What the triggers keep in `ledger_daily_totals` for one account, by day. */
export async function dailyTotalsOf(database: Database, accountNo: string): Promise<DayTotals[]> {
  const result = await database.db.execute(sql`
    select to_char(booking_date, 'YYYY-MM-DD') as day, income_count as ic, income_fen as it, expense_count as ec, expense_fen as et
    from ledger_daily_totals where account_no = ${accountNo} order by booking_date`);
  return asTotals(rowsOf<Record<string, unknown>>(result));
}

/** The same totals counted from the account's transactions themselves. */
export async function dailyTotalsFromRows(database: Database, accountNo: string): Promise<DayTotals[]> {
  const result = await database.db.execute(sql`
    select to_char(booking_date, 'YYYY-MM-DD') as day,
      count(*) filter (where borrow_tag = '1') as ic, coalesce(sum(amount_fen) filter (where borrow_tag = '1'), 0) as it,
      count(*) filter (where borrow_tag = '0') as ec, coalesce(sum(amount_fen) filter (where borrow_tag = '0'), 0) as et
    from ledger_transactions where account_no = ${accountNo} group by booking_date order by booking_date`);
  return asTotals(rowsOf<Record<string, unknown>>(result));
}
