/**
 * The running balance of a ledger account (issue 23): each row's balance is the previous
 * balance plus the amount for income (borrow tag 1, credit) or minus it for expense (0, debit).
 * Pure, so the seeds compute whole histories before one bulk insert and the tests compare it
 * with what the database holds.
 */
export type LedgerBorrowTag = '0' | '1';

/** What the running balance needs of an entry: a positive amount in fen and its direction. */
export interface SignedEntry {
  amountFen: number;
  borrowTag: string;
}

/** A booking refused before anything is written (bad amount or borrow tag, unknown account). */
export class LedgerEntryError extends Error {
  override name = 'LedgerEntryError';
}

/** Throws unless the amount is a positive safe integer of fen and the tag is 0 or 1. */
export function checkEntry(entry: SignedEntry): void {
  if (!Number.isSafeInteger(entry.amountFen) || entry.amountFen <= 0) {
    throw new LedgerEntryError(`amount must be a positive whole number of fen, got ${String(entry.amountFen)}`);
  }
  if (entry.borrowTag !== '0' && entry.borrowTag !== '1') {
    throw new LedgerEntryError(`borrow tag must be 0 (expense) or 1 (income), got ${JSON.stringify(entry.borrowTag)}`);
  }
}

/** +amount for income, −amount for expense. */
export function signedAmount(entry: SignedEntry): number {
  return entry.borrowTag === '1' ? entry.amountFen : -entry.amountFen;
}

/**
 * The balance after each entry, starting from `previousBalanceFen`. Every entry is checked
 * first, so a bad one anywhere refuses the whole sequence; a balance beyond the safe integers
 * (±9×10^15 fen) is refused too rather than silently rounded.
 */
export function runningBalances(previousBalanceFen: number, entries: readonly SignedEntry[]): number[] {
  if (!Number.isSafeInteger(previousBalanceFen)) throw new LedgerEntryError(`previous balance must be a whole number of fen, got ${previousBalanceFen}`);
  for (const entry of entries) checkEntry(entry);
  const balances: number[] = [];
  let balance = previousBalanceFen;
  for (const entry of entries) {
    balance += signedAmount(entry);
    if (!Number.isSafeInteger(balance)) throw new LedgerEntryError('running balance out of range');
    balances.push(balance);
  }
  return balances;
}
