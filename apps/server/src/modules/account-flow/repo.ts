import { asc, and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { countSelect, matchConditions, monthsSelect, type FlowFilter } from './filter-sql.ts';

/** An account row as the flow screens show it (fen). */
export interface AccountRow {
  accountNo: string;
  accountName: string;
  accountType: string;
  currency: string;
  status: string;
  balanceFen: number;
  branchName: string;
}

/** One calendar month of matching rows: counts and sums per borrow tag. */
export interface MonthFigures {
  month: string;
  incomeCount: number;
  incomeFen: number;
  expenseCount: number;
  expenseFen: number;
}

export interface TransactionRow {
  serialNo: string;
  bookingDate: string;
  valueDate: string;
  bookedAt: string;
  borrowTag: string;
  amountFen: number;
  balanceFen: number;
  counterpartyName: string;
  counterpartyAccount: string;
  summary: string;
  channel: string;
}

/** What one statement tells about one account over a period. */
export interface AccountPeriod {
  account: AccountRow;
  openingFen: number;
  closingFen: number;
  months: MonthFigures[];
  rows: TransactionRow[];
}

const ACCOUNT_COLUMNS = {
  accountNo: ledgerAccounts.accountNo,
  accountName: ledgerAccounts.accountName,
  accountType: ledgerAccounts.accountType,
  currency: ledgerAccounts.currency,
  status: ledgerAccounts.status,
  balanceFen: ledgerAccounts.balanceFen,
  branchName: ledgerAccounts.branchName,
};

/** The enterprise's accounts among `accountNos`, by account number. */
export async function accountsOf(db: Db, enterpriseId: string, accountNos: readonly string[]): Promise<AccountRow[]> {
  if (accountNos.length === 0) return [];
  return db
    .select(ACCOUNT_COLUMNS)
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.enterpriseId, enterpriseId), inArray(ledgerAccounts.accountNo, [...accountNos])))
    .orderBy(asc(ledgerAccounts.accountNo));
}

interface RawPeriod {
  account_no: string;
  account_name: string;
  account_type: string;
  currency: string;
  status: string;
  balance_fen: number | string;
  branch_name: string;
  opening_fen: number | string;
  closing_fen: number | string;
  months: Array<{ month: string; ic: number; it: number; ec: number; et: number }> | string;
  page: Array<Record<string, unknown>> | string;
  all_matches: number | string | null;
}

/** node-postgres and PGlite may hand json back as text or parsed; bigint as text or number. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The period of each account in `accountNos` (of `enterpriseId` only) in one statement, every
 * part an indexed read of that account's period, never the year into Node:
 * - opening: the running balance of the last row before the period (the account's opening
 *   balance when there is none); closing: of the last row on or before its end;
 * - months: the matching rows' counts and sums per calendar month (the totals add them up), from
 *   the daily totals when only the period and borrow tag filter;
 * - rows: `limit` matching rows from `offset`, newest first (booking date, then seq, descending).
 * `countAcross` adds the number of matching rows over those accounts (a batch's total).
 */
export async function periodsOf(
  db: Db,
  enterpriseId: string,
  accountNos: readonly string[],
  filter: FlowFilter,
  page: { offset: number; limit: number },
  countAcross?: readonly string[],
): Promise<{ periods: AccountPeriod[]; allMatches: number }> {
  if (accountNos.length === 0) return { periods: [], allMatches: 0 };
  const matches = matchConditions(filter);
  const across = countAcross?.length ? countSelect(filter, countAcross) : sql`null::bigint`;
  const result = await executeNamed(db, sql`
    select a.account_no, a.account_name, a.account_type, a.currency, a.status, a.balance_fen, a.branch_name,
      coalesce((select t.balance_fen from ledger_transactions t
                 where t.account_no = a.account_no and t.booking_date < ${filter.beginDate}::date
                 order by t.booking_date desc, t.seq desc limit 1), a.opening_balance_fen) as opening_fen,
      coalesce((select t.balance_fen from ledger_transactions t
                 where t.account_no = a.account_no and t.booking_date <= ${filter.endDate}::date
                 order by t.booking_date desc, t.seq desc limit 1), a.opening_balance_fen) as closing_fen,
      (select coalesce(json_agg(m order by m.month), '[]'::json) from (${monthsSelect(filter)}) m) as months,
      (select coalesce(json_agg(p order by p.booking_date desc, p.seq desc), '[]'::json) from (
         select t.seq, t.serial_no, t.booking_date, t.value_date, t.booked_at, t.borrow_tag, t.amount_fen, t.balance_fen,
           t.counterparty_name, t.counterparty_account, t.summary, t.channel
         from ledger_transactions t where t.account_no = a.account_no and ${matches}
         order by t.booking_date desc, t.seq desc limit ${page.limit} offset ${page.offset}) p) as page,
      ${across} as all_matches
    from ledger_accounts a
    where a.enterprise_id = ${enterpriseId} and a.account_no in ${[...accountNos]}`);
  const raw = rowsOf<RawPeriod>(result);
  return { periods: raw.map(toPeriod), allMatches: Number(raw[0]?.all_matches ?? 0) };
}

function toPeriod(r: RawPeriod): AccountPeriod {
  return {
    account: {
      accountNo: r.account_no,
      accountName: r.account_name,
      accountType: r.account_type,
      currency: r.currency,
      status: r.status,
      balanceFen: Number(r.balance_fen),
      branchName: r.branch_name,
    },
    openingFen: Number(r.opening_fen),
    closingFen: Number(r.closing_fen),
    months: json(r.months).map((m) => ({
      month: m.month,
      incomeCount: Number(m.ic),
      incomeFen: Number(m.it),
      expenseCount: Number(m.ec),
      expenseFen: Number(m.et),
    })),
    rows: json(r.page).map((t) => ({
      serialNo: String(t.serial_no),
      bookingDate: String(t.booking_date),
      valueDate: String(t.value_date),
      bookedAt: new Date(String(t.booked_at)).toISOString(),
      borrowTag: String(t.borrow_tag),
      amountFen: Number(t.amount_fen),
      balanceFen: Number(t.balance_fen),
      counterpartyName: String(t.counterparty_name),
      counterpartyAccount: String(t.counterparty_account),
      summary: String(t.summary),
      channel: String(t.channel),
    })),
  };
}
