import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { isDashedDate } from '@portal/contract/validate/date';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema/ledger.ts';
import { beijingDate } from '../../lib/china-time.ts';
import { LedgerEntryError, runningBalances, type SignedEntry } from './running-balance.ts';

/** One transaction to book: a positive amount in fen, 0 expense or 1 income, and its particulars. */
export interface BookingEntry extends SignedEntry {
  /** yyyy-mm-dd; the Beijing date of `bookedAt` when omitted. Never before the account's last booking date. */
  bookingDate?: string;
  /** yyyy-mm-dd; the booking date when omitted. */
  valueDate?: string;
  /** Now when omitted. */
  bookedAt?: Date;
  counterpartyName?: string;
  counterpartyAccount?: string;
  summary?: string;
  channel: string;
  /** The core's serial number; a fresh unique one when omitted. */
  serialNo?: string;
}

export interface BookedRow {
  seq: number;
  balanceFen: number;
  serialNo: string;
}

/** Rows a multi-row insert carries: 13 columns each stay far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 2000;

function newSerialNo(bookingDate: string): string {
  return `BK${bookingDate.replaceAll('-', '')}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * Books `entries` onto an account, in order, in one database transaction: the account row is
 * locked (concurrent bookings on one account wait for each other, so seq stays gap-free and every
 * balance follows from the one before), each entry gets the next seq and its running balance, and
 * the account's balance becomes the last row's. A bad entry, an unknown or closed account, or a
 * booking date earlier than the account's last refuses the whole call with a LedgerEntryError and
 * writes nothing.
 */
export async function bookTransactions(db: Db, accountNo: string, entries: readonly BookingEntry[]): Promise<BookedRow[]> {
  if (entries.length === 0) return [];
  const now = new Date();
  const prepared = entries.map((entry) => {
    const bookedAt = entry.bookedAt ?? now;
    const bookingDate = entry.bookingDate ?? beijingDate(bookedAt);
    const valueDate = entry.valueDate ?? bookingDate;
    if (!isDashedDate(bookingDate) || !isDashedDate(valueDate)) throw new LedgerEntryError(`dates must be yyyy-mm-dd, got ${bookingDate} / ${valueDate}`);
    if (!entry.channel) throw new LedgerEntryError('channel is required');
    return { ...entry, bookedAt, bookingDate, valueDate, serialNo: entry.serialNo ?? newSerialNo(bookingDate) };
  });
  for (let i = 1; i < prepared.length; i++) {
    if (prepared[i]!.bookingDate < prepared[i - 1]!.bookingDate) throw new LedgerEntryError('entries must be in booking-date order');
  }
  // Checks every amount and tag before the transaction opens.
  runningBalances(0, prepared);

  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ status: ledgerAccounts.status, openingBalanceFen: ledgerAccounts.openingBalanceFen })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.accountNo, accountNo))
      .for('update');
    if (!account) throw new LedgerEntryError(`unknown account ${accountNo}`);
    if (account.status !== 'YX') throw new LedgerEntryError(`account ${accountNo} is not open (status ${account.status})`);
    const [last] = await tx
      .select({ seq: ledgerTransactions.seq, balanceFen: ledgerTransactions.balanceFen, bookingDate: ledgerTransactions.bookingDate })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.accountNo, accountNo))
      .orderBy(desc(ledgerTransactions.seq))
      .limit(1);
    if (last && prepared[0]!.bookingDate < last.bookingDate) {
      throw new LedgerEntryError(`booking date ${prepared[0]!.bookingDate} is before the account's last booking date ${last.bookingDate}`);
    }
    const firstSeq = (last?.seq ?? 0) + 1;
    const balances = runningBalances(last?.balanceFen ?? account.openingBalanceFen, prepared);
    const rows = prepared.map((entry, i) => ({
      accountNo,
      seq: firstSeq + i,
      bookingDate: entry.bookingDate,
      valueDate: entry.valueDate,
      bookedAt: entry.bookedAt,
      amountFen: entry.amountFen,
      borrowTag: entry.borrowTag,
      balanceFen: balances[i]!,
      counterpartyName: entry.counterpartyName ?? '',
      counterpartyAccount: entry.counterpartyAccount ?? '',
      summary: entry.summary ?? '',
      channel: entry.channel,
      serialNo: entry.serialNo,
    }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(ledgerTransactions).values(rows.slice(i, i + INSERT_CHUNK));
    await tx.update(ledgerAccounts).set({ balanceFen: balances.at(-1)! }).where(eq(ledgerAccounts.accountNo, accountNo));
    return rows.map((r) => ({ seq: r.seq, balanceFen: r.balanceFen, serialNo: r.serialNo }));
  });
}
