import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { ledgerAccounts, ledgerTransactions } from '../src/db/schema/ledger.ts';
import { bookTransactions, type BookingEntry } from '../src/modules/ledger/book.ts';
import { LedgerEntryError, runningBalances } from '../src/modules/ledger/running-balance.ts';
import { dailyTotalsFromRows, dailyTotalsOf } from './support/daily-totals.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * Running balances of the ledger (issue 23): whatever sequence of bookings, in whatever batches,
 * every row's balance is the previous one ± its amount, seq runs 1, 2, 3 … without gaps, the
 * account's balance is its newest row's, the daily totals add up the rows, and the pure
 * function agrees with the database.
 */
const SLOW = { timeout: 180_000 };
const ENTERPRISE = 'E100000001';

let database: Database;
let accountCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function newAccount(openingBalanceFen: number): Promise<string> {
  accountCounter += 1;
  const accountNo = `99990000${String(accountCounter).padStart(6, '0')}${String(Date.now() % 100_000).padStart(5, '0')}`;
  await database.db.insert(ledgerAccounts).values({
    accountNo,
    enterpriseId: ENTERPRISE,
    accountName: '鼎信示范科技有限公司',
    accountType: '0',
    openingBalanceFen,
    balanceFen: openingBalanceFen,
    openedOn: '2024-01-01',
    branchName: '测试支行',
  });
  return accountNo;
}

async function rowsOf(accountNo: string) {
  return database.db
    .select({ seq: ledgerTransactions.seq, amountFen: ledgerTransactions.amountFen, borrowTag: ledgerTransactions.borrowTag, balanceFen: ledgerTransactions.balanceFen })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.accountNo, accountNo))
    .orderBy(asc(ledgerTransactions.seq));
}

async function accountBalance(accountNo: string): Promise<number> {
  const [row] = await database.db.select({ balanceFen: ledgerAccounts.balanceFen }).from(ledgerAccounts).where(eq(ledgerAccounts.accountNo, accountNo));
  return row!.balanceFen;
}

/** The invariants of one account's stored history, starting from its opening balance. */
async function expectConsistent(accountNo: string, openingBalanceFen: number, expectedRows: number) {
  const rows = await rowsOf(accountNo);
  expect(rows).toHaveLength(expectedRows);
  let previous = openingBalanceFen;
  rows.forEach((row, i) => {
    expect(row.seq).toBe(i + 1);
    expect(row.balanceFen).toBe(previous + (row.borrowTag === '1' ? row.amountFen : -row.amountFen));
    previous = row.balanceFen;
  });
  expect(await accountBalance(accountNo)).toBe(previous);
  expect(await dailyTotalsOf(database, accountNo)).toEqual(await dailyTotalsFromRows(database, accountNo));
  return rows;
}

const entryArb = fc.record({
  amountFen: fc.integer({ min: 1, max: 5_000_000_000 }),
  borrowTag: fc.constantFrom('0', '1'),
});

/** Splits `items` into consecutive batches at the given cut points. */
function split<T>(items: T[], cuts: number[]): T[][] {
  const points = [...new Set(cuts.map((c) => c % (items.length + 1)))].sort((a, b) => a - b);
  const batches: T[][] = [];
  let start = 0;
  for (const p of [...points, items.length]) {
    if (p > start) batches.push(items.slice(start, p));
    start = Math.max(start, p);
  }
  return batches;
}

describe('booking transactions', SLOW, () => {
  it('keeps every running balance, a gap-free seq and the account balance, whatever the batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.array(entryArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (opening, entries, cuts) => {
          const accountNo = await newAccount(opening);
          const batches = split(entries, cuts);
          let day = 1;
          for (const batch of batches) {
            const bookingDate = `2025-03-${String(day).padStart(2, '0')}`;
            day += 1;
            await bookTransactions(database.db, accountNo, batch.map((e): BookingEntry => ({ ...e, bookingDate, channel: '网银' })));
          }
          const rows = await expectConsistent(accountNo, opening, entries.length);
          expect(rows.map((r) => r.balanceFen)).toEqual(runningBalances(opening, entries));
          expect(rows.map((r) => [r.amountFen, r.borrowTag])).toEqual(entries.map((e) => [e.amountFen, e.borrowTag]));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps them when several bookings on one account run at once', async () => {
    const opening = 100_000_00;
    const accountNo = await newAccount(opening);
    const batches = Array.from({ length: 12 }, (_, b) =>
      Array.from({ length: 1 + (b % 4) }, (_, i): BookingEntry => ({ amountFen: 1000 * (b + 1) + i, borrowTag: (b + i) % 3 === 0 ? '0' : '1', channel: '银企直连' })),
    );
    const booked = await Promise.all(batches.map((batch) => bookTransactions(database.db, accountNo, batch)));
    const total = batches.flat().length;
    await expectConsistent(accountNo, opening, total);
    // Each call's rows are consecutive: a batch is booked as a whole, never interleaved.
    for (const rows of booked) rows.forEach((row, i) => expect(row.seq).toBe(rows[0]!.seq + i));
    expect(booked.flat().map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });

  it('refuses a zero, negative or fractional amount, an unknown borrow tag and an unknown account, writing nothing', async () => {
    const accountNo = await newAccount(5000);
    await bookTransactions(database.db, accountNo, [{ amountFen: 100, borrowTag: '1', channel: '柜面', bookingDate: '2025-05-01' }]);
    const bad: Array<Partial<BookingEntry>> = [
      { amountFen: 0 },
      { amountFen: -100 },
      { amountFen: 1.5 },
      { amountFen: Number.NaN },
      { amountFen: 2 ** 60 },
      { borrowTag: '2' },
      { borrowTag: '' },
      { bookingDate: '2025-04-30' },
      { bookingDate: '2025-02-30' },
    ];
    for (const override of bad) {
      const entries: BookingEntry[] = [
        { amountFen: 200, borrowTag: '0', channel: '柜面', bookingDate: '2025-05-02' },
        { amountFen: 300, borrowTag: '1', channel: '柜面', bookingDate: '2025-05-02', ...override },
      ];
      await expect(bookTransactions(database.db, accountNo, entries), JSON.stringify(override)).rejects.toBeInstanceOf(LedgerEntryError);
    }
    await expect(bookTransactions(database.db, '8888000000000000000', [{ amountFen: 1, borrowTag: '1', channel: '柜面' }])).rejects.toBeInstanceOf(LedgerEntryError);
    await expectConsistent(accountNo, 5000, 1);
    expect(await accountBalance(accountNo)).toBe(5100);
    const [unknown] = await database.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.accountNo, '8888000000000000000'));
    expect(unknown!.n).toBe(0);
    expect(() => runningBalances(0, [{ amountFen: 1, borrowTag: '1' }, { amountFen: 0, borrowTag: '0' }])).toThrow(LedgerEntryError);
  });
});

describe('daily totals', () => {
  it('follow a bulk insert and a delete, drop emptied days, and refuse a change to a booked row', async () => {
    const accountNo = await newAccount(0);
    await bookTransactions(database.db, accountNo, [
      { amountFen: 500, borrowTag: '1', channel: '柜面', bookingDate: '2025-06-01' },
      { amountFen: 200, borrowTag: '0', channel: '柜面', bookingDate: '2025-06-01' },
      { amountFen: 70, borrowTag: '0', channel: '网银', bookingDate: '2025-06-03' },
    ]);
    expect(await dailyTotalsOf(database, accountNo)).toEqual([
      { day: '2025-06-01', incomeCount: 1, incomeFen: 500, expenseCount: 1, expenseFen: 200 },
      { day: '2025-06-03', incomeCount: 0, incomeFen: 0, expenseCount: 1, expenseFen: 70 },
    ]);

    await database.db.execute(sql`delete from ledger_transactions where account_no = ${accountNo} and booking_date = '2025-06-03'`);
    await database.db.execute(sql`delete from ledger_transactions where account_no = ${accountNo} and borrow_tag = '0'`);
    expect(await dailyTotalsOf(database, accountNo)).toEqual([{ day: '2025-06-01', incomeCount: 1, incomeFen: 500, expenseCount: 0, expenseFen: 0 }]);

    await expect(database.db.execute(sql`update ledger_transactions set amount_fen = 1 where account_no = ${accountNo}`)).rejects.toThrow();
    expect(await dailyTotalsOf(database, accountNo)).toEqual(await dailyTotalsFromRows(database, accountNo));

    await database.db.execute(sql`delete from ledger_transactions where account_no = ${accountNo}`);
    expect(await dailyTotalsOf(database, accountNo)).toEqual([]);
    // Nothing left refers to the account, so it can go too.
    await database.db.execute(sql`delete from ledger_accounts where account_no = ${accountNo}`);
  });
});
