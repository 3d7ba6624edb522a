import type { Db } from '../../src/db/client.ts';
import { ledgerAccounts, ledgerTransactions } from '../../src/db/schema/ledger.ts';

/** One booking of a test ledger; seq and running balance are worked out by `insertLedgerAccount`. */
export interface Booking {
  date: string;
  /** '1' income (credit), '0' expense (debit). */
  tag: '0' | '1';
  amountFen: number;
  counterpartyName: string;
  counterpartyAccount: string;
  summary?: string;
  channel?: string;
}

export interface LedgerAccount {
  enterpriseId: string;
  accountNo: string;
  accountName: string;
  accountType?: string;
  openingFen: number;
  openedOn: string;
  branchName?: string;
}

/** A booking as stored: its place in the account's history and the balance after it. */
export interface StoredBooking extends Booking {
  seq: number;
  balanceFen: number;
  serialNo: string;
}

/**
 * Inserts an account and its bookings (sorted by date, order kept within a day) with gap-free
 * seq and correct running balances, as core banking would have them; returns what it stored.
 */
export async function insertLedgerAccount(db: Db, account: LedgerAccount, bookings: readonly Booking[]): Promise<StoredBooking[]> {
  const sorted = bookings.map((b, i) => ({ b, i })).sort((x, y) => x.b.date.localeCompare(y.b.date) || x.i - y.i);
  let balance = account.openingFen;
  const stored = sorted.map(({ b }, i): StoredBooking => {
    balance += b.tag === '1' ? b.amountFen : -b.amountFen;
    return { ...b, seq: i + 1, balanceFen: balance, serialNo: `${account.accountNo.slice(-6)}${b.date.replaceAll('-', '')}${String(i + 1).padStart(6, '0')}` };
  });
  await db.insert(ledgerAccounts).values({
    accountNo: account.accountNo,
    enterpriseId: account.enterpriseId,
    accountName: account.accountName,
    accountType: account.accountType ?? '0',
    openingBalanceFen: account.openingFen,
    balanceFen: balance,
    openedOn: account.openedOn,
    branchName: account.branchName ?? '深圳分行营业部',
  });
  for (let i = 0; i < stored.length; i += 500) {
    await db.insert(ledgerTransactions).values(
      stored.slice(i, i + 500).map((s) => ({
        accountNo: account.accountNo,
        seq: s.seq,
        bookingDate: s.date,
        valueDate: s.date,
        bookedAt: new Date(`${s.date}T02:00:00Z`),
        amountFen: s.amountFen,
        borrowTag: s.tag,
        balanceFen: s.balanceFen,
        counterpartyName: s.counterpartyName,
        counterpartyAccount: s.counterpartyAccount,
        summary: s.summary ?? (s.tag === '1' ? '货款' : '采购付款'),
        channel: s.channel ?? '网银',
        serialNo: s.serialNo,
      })),
    );
  }
  return stored;
}

const COUNTERPARTIES = [
  { name: '深圳市华强电子有限公司', account: '755912345610201' },
  { name: '广州百分%贸易有限公司', account: '440100200300401' },
  { name: '上海浦江_物流有限公司', account: '310100555600012' },
  { name: '北京京东世纪贸易有限公司', account: '110060123400078' },
] as const;

/**
 * A regular, hand-checkable history: one booking every `everyDays` days from `from` to `to`,
 * alternately income and expense, amounts cycling through a few values, counterparties
 * cycling through four (one with a `%` and one with a `_` in its name).
 */
export function regularBookings(from: string, to: string, everyDays = 3): Booking[] {
  const bookings: Booking[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  let n = 0;
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += everyDays * 86_400_000, n += 1) {
    const party = COUNTERPARTIES[n % COUNTERPARTIES.length]!;
    bookings.push({
      date: new Date(t).toISOString().slice(0, 10),
      tag: n % 2 === 0 ? '1' : '0',
      amountFen: [1_250_000, 38_050, 500_000, 9_999, 120_000][n % 5]!,
      counterpartyName: party.name,
      counterpartyAccount: party.account,
    });
  }
  return bookings;
}
