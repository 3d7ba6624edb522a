import type { Db } from '../../client.ts';
import { ledgerTransactions } from '../../schema/ledger.ts';
import { runningBalances } from '../../../modules/ledger/running-balance.ts';
import type { DemoRow } from './demo-history.ts';

/** Rows per multi-row insert: 13 columns × 1,000 stays far below the 65,535 parameters of a statement. */
const CHUNK = 1000;

/**
 * Inserts one account's whole history in booking order after `openingBalanceFen`: seq from 1 and
 * running balances from the pure function (what bookTransactions would have written, without a
 * round trip a row). Returns the last balance, for ledger_accounts.balance_fen.
 */
export async function insertHistory(db: Db, openingBalanceFen: number, rows: readonly DemoRow[]): Promise<number> {
  const balances = runningBalances(openingBalanceFen, rows);
  const values = rows.map((row, i) => ({ ...row, seq: i + 1, balanceFen: balances[i]! }));
  for (let i = 0; i < values.length; i += CHUNK) await db.insert(ledgerTransactions).values(values.slice(i, i + CHUNK));
  return balances.at(-1) ?? openingBalanceFen;
}
