import { and, asc, count, desc, eq, gte, lt, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { FlowRow } from '@portal/contract/calls/account-flow/fields';
import type { Db } from '../../db/client.ts';
import { enterprises } from '../../db/schema/identity.ts';
import { ledgerAccounts, ledgerTransactions as tx } from '../../db/schema/ledger.ts';
import { channelName } from '@portal/contract/glossary';

/** An account as a statement's header names it. */
export interface StatementAccount {
  accountNo: string;
  accountName: string;
  accountType: string;
  currency: string;
  branchName: string;
  enterpriseId: string;
  enterpriseName: string;
}

/** Counts and sums of the rows a statement holds, and the balances around its period. */
export interface StatementTotals {
  rows: number;
  incomeCount: number;
  incomeTotal: number;
  expenseCount: number;
  expenseTotal: number;
  openingBalance: number;
  closingBalance: number;
}

const rowColumns = {
  seq: tx.seq,
  serialNo: tx.serialNo,
  bookingDate: tx.bookingDate,
  valueDate: tx.valueDate,
  bookedAt: tx.bookedAt,
  borrowTag: tx.borrowTag,
  amount: tx.amountFen,
  balance: tx.balanceFen,
  counterpartyName: tx.counterpartyName,
  counterpartyAccount: tx.counterpartyAccount,
  summary: tx.summary,
  channel: tx.channel,
};

export type StatementRow = FlowRow & { seq: number };

function toRow(r: { seq: number; bookedAt: Date; borrowTag: string } & Omit<StatementRow, 'bookedAt' | 'borrowTag' | 'seq'>): StatementRow {
  return { ...r, bookedAt: r.bookedAt.toISOString(), borrowTag: r.borrowTag as FlowRow['borrowTag'], channel: channelName(r.channel) };
}

export function createStatementRepo(db: Db) {
  return {
    async accounts(accountNos: readonly string[]): Promise<StatementAccount[]> {
      const found = await Promise.all(
        accountNos.map((no) =>
          db
            .select({
              accountNo: ledgerAccounts.accountNo,
              accountName: ledgerAccounts.accountName,
              accountType: ledgerAccounts.accountType,
              currency: ledgerAccounts.currency,
              branchName: ledgerAccounts.branchName,
              enterpriseId: enterprises.id,
              enterpriseName: enterprises.name,
            })
            .from(ledgerAccounts)
            .innerJoin(enterprises, eq(enterprises.id, ledgerAccounts.enterpriseId))
            .where(eq(ledgerAccounts.accountNo, no)),
        ),
      );
      return found.flatMap((rows) => rows);
    },

    async countRows(where: SQL): Promise<number> {
      const [row] = await db.select({ n: count() }).from(tx).where(where);
      return Number(row?.n ?? 0);
    },

    /**
     * Totals of the matching rows and the balances around the period: the opening balance is
     * the running balance of the last row before the period (the account's opening balance when
     * there is none), the closing one that of the period's last row, whatever the filters.
     */
    async totals(accountNo: string, where: SQL, period: { beginDate?: string | undefined; endDate?: string | undefined }): Promise<StatementTotals> {
      const [sums] = await db
        .select({
          rows: count(),
          incomeCount: sql<number>`count(*) filter (where ${tx.borrowTag} = '1')`,
          incomeTotal: sum(sql`case when ${tx.borrowTag} = '1' then ${tx.amountFen} else 0 end`),
          expenseCount: sql<number>`count(*) filter (where ${tx.borrowTag} = '0')`,
          expenseTotal: sum(sql`case when ${tx.borrowTag} = '0' then ${tx.amountFen} else 0 end`),
        })
        .from(tx)
        .where(where);
      const [account] = await db.select({ opening: ledgerAccounts.openingBalanceFen }).from(ledgerAccounts).where(eq(ledgerAccounts.accountNo, accountNo));
      const before = period.beginDate
        ? await db
            .select({ balance: tx.balanceFen })
            .from(tx)
            .where(and(eq(tx.accountNo, accountNo), lt(tx.bookingDate, period.beginDate)))
            .orderBy(desc(tx.bookingDate), desc(tx.seq))
            .limit(1)
        : [];
      const openingBalance = before[0]?.balance ?? account?.opening ?? 0;
      const last = await db
        .select({ balance: tx.balanceFen })
        .from(tx)
        .where(and(eq(tx.accountNo, accountNo), period.endDate ? lte(tx.bookingDate, period.endDate) : undefined, period.beginDate ? gte(tx.bookingDate, period.beginDate) : undefined))
        .orderBy(desc(tx.bookingDate), desc(tx.seq))
        .limit(1);
      return {
        rows: Number(sums?.rows ?? 0),
        incomeCount: Number(sums?.incomeCount ?? 0),
        incomeTotal: Number(sums?.incomeTotal ?? 0),
        expenseCount: Number(sums?.expenseCount ?? 0),
        expenseTotal: Number(sums?.expenseTotal ?? 0),
        openingBalance,
        closingBalance: last[0]?.balance ?? openingBalance,
      };
    },

    /** The matching rows, oldest first; callers have counted them (at most DOWNLOAD_PAGE_SIZE). */
    async rows(where: SQL): Promise<StatementRow[]> {
      const rows = await db.select(rowColumns).from(tx).where(where).orderBy(asc(tx.bookingDate), asc(tx.seq));
      return rows.map(toRow);
    },

    /**
     * The rows in `seq` order, `batch` at a time (keyset on seq, so each batch is one index range
     * read and memory holds one batch, however long the history). Within one account seq
     * follows booking order, so this is oldest first too.
     */
    async *batches(whereAfter: (afterSeq: number) => SQL, batch: number): AsyncGenerator<StatementRow[]> {
      const read = (afterSeq: number) => {
        // Started now (drizzle's builder runs when awaited; Promise.resolve awaits it once).
        const next = Promise.resolve(db.select(rowColumns).from(tx).where(whereAfter(afterSeq)).orderBy(asc(tx.seq)).limit(batch));
        // Awaited below; a reader that stops early must not leave an unhandled rejection behind.
        next.catch(() => undefined);
        return next;
      };
      let pending = read(0);
      for (;;) {
        const rows = await pending;
        if (rows.length === 0) return;
        // The next batch is read while this one is written (PostgreSQL works in its own process).
        pending = rows.length < batch ? Promise.resolve([] as typeof rows) : read(rows[rows.length - 1]!.seq);
        yield rows.map(toRow);
        if (rows.length < batch) return;
      }
    },
  };
}

export type StatementRepo = ReturnType<typeof createStatementRepo>;
