import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { enterprises, userEnterprises, users } from '../../src/db/schema/identity.ts';
import { enterpriseInquirers, inquirerAccounts, ledgerAccounts, ledgerTransactions } from '../../src/db/schema/ledger.ts';
import { hashPassword } from '../../src/modules/users/password-hash.ts';

/** One booking before its running balance is known. */
export interface Booking {
  date: string;
  tag: '0' | '1';
  amount: number;
  counterpartyName?: string;
  counterpartyAccount?: string;
  summary?: string;
  channel?: string;
}

export interface LedgerUser {
  id: string;
  loginName: string;
  password: string;
}

let userCounter = 0;

/** A customer who can log in with a password (the enterprise seat is added separately). */
export async function insertCustomer(db: Db, loginName: string, realName: string): Promise<LedgerUser> {
  userCounter += 1;
  const password = 'Ledger@2026';
  // 9100: not the volume seed's 9000 (the statements bench writes beside the volume directors).
  const id = `00000000-0000-4000-9100-${String(userCounter).padStart(12, '0')}`;
  await db.insert(users).values({
    id,
    userNo: String(8_100_000_000 + userCounter),
    loginName,
    phone: `1370000${String(userCounter).padStart(4, '0')}`,
    userType: 'enterprise',
    realName,
    weak: false,
    passwordHash: await hashPassword(password),
  });
  return { id, loginName, password };
}

export async function insertEnterprise(db: Db, id: string, name: string, creditCode: string) {
  await db.insert(enterprises).values({ id, name, creditCode, authStatus: 'ST' });
}

export async function seatDirector(db: Db, userId: string, enterpriseId: string) {
  await db.insert(userEnterprises).values({ userId, enterpriseId, role: 'director' });
}

export async function seatInquirer(db: Db, userId: string, enterpriseId: string, boundAccounts: string[], boundBy: string) {
  await db.insert(enterpriseInquirers).values({ enterpriseId, userId, userName: '查询员', userState: 'YX' });
  for (const accountNo of boundAccounts) await db.insert(inquirerAccounts).values({ enterpriseId, userId, accountNo, boundBy });
}

/**
 * An account with its bookings in order, each row's running balance computed from the opening
 * balance (income adds, expense subtracts) and the account's balance set to the last one.
 */
export async function insertAccount(db: Db, enterpriseId: string, accountNo: string, accountName: string, opening: number, bookings: Booking[]) {
  let balance = opening;
  const rows = bookings.map((b, i) => {
    balance += b.tag === '1' ? b.amount : -b.amount;
    return {
      accountNo,
      seq: i + 1,
      bookingDate: b.date,
      valueDate: b.date,
      bookedAt: new Date(`${b.date}T02:00:00Z`),
      amountFen: b.amount,
      borrowTag: b.tag,
      balanceFen: balance,
      counterpartyName: b.counterpartyName ?? '深圳市测试供应商有限公司',
      counterpartyAccount: b.counterpartyAccount ?? '6222000011112222',
      summary: b.summary ?? (b.tag === '1' ? '货款' : '采购付款'),
      channel: b.channel ?? '网银',
      serialNo: `${accountNo.slice(-6)}${String(i + 1).padStart(8, '0')}`,
    };
  });
  await db.insert(ledgerAccounts).values({
    accountNo,
    enterpriseId,
    accountName,
    accountType: '0',
    currency: 'CNY',
    openingBalanceFen: opening,
    balanceFen: balance,
    openedOn: '2020-01-01',
    branchName: '深圳分行营业部',
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(ledgerTransactions).values(rows.slice(i, i + 500));
  return { rows, closing: balance };
}

/**
 * `count` income rows of `amount` fen, one a day from `firstDate`, written by the database
 * itself (generate_series): a large history in one statement. Balances run from `opening`.
 */
export async function insertSeriesAccount(db: Db, enterpriseId: string, accountNo: string, opening: number, count: number, firstDate: string, perDay: number, amount: number) {
  await db.insert(ledgerAccounts).values({
    accountNo,
    enterpriseId,
    accountName: '批量账户',
    accountType: '0',
    openingBalanceFen: opening,
    balanceFen: opening + count * amount,
    openedOn: '2020-01-01',
    branchName: '深圳分行营业部',
  });
  await db.execute(sql`
    insert into ledger_transactions (account_no, seq, booking_date, value_date, booked_at, amount_fen, borrow_tag, balance_fen,
      counterparty_name, counterparty_account, summary, channel, serial_no)
    select ${accountNo}, g, d, d, d::timestamptz, ${amount}, '1', ${opening} + g * ${amount}::bigint,
      '批量代发对手' || (g % 97), '62220000' || lpad((g % 9973)::text, 8, '0'), '代发工资', '批量代发', ${accountNo} || '-' || g
    from generate_series(1, ${count}) as g, lateral (select (${firstDate}::date + ((g - 1) / ${perDay})::int) as d) as day`);
}
