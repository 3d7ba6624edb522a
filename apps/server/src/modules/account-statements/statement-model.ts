import type { StatementAccount, StatementRow, StatementTotals } from './repo.ts';

/** One account's part of a statement file: its header figures and its rows, read while written. */
export interface StatementSection {
  account: StatementAccount;
  period: { beginDate?: string | undefined; endDate?: string | undefined };
  totals: StatementTotals;
  /** Batches of rows, oldest first; read once, while the file is written. */
  rows: () => AsyncIterable<StatementRow[]>;
}

/** What every statement file carries besides its sections. */
export interface StatementHeader {
  bankName: string;
  printedAt: Date;
}
