import { and, asc, eq, inArray } from 'drizzle-orm';
import { printerPasswordProblem } from '@portal/contract/calls/receipt-printer/password-rule';
import { RECEIPT_PRINTER_ACCOUNT_TYPES } from '@portal/contract/calls/receipt-printer/receipt-printer';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { receiptPrinterResets } from '../../db/schema/rights.ts';
import { AppError } from '../../errors.ts';
import { localReceiptPrinter } from '../../providers/receipt-printer/local.ts';
import type { ReceiptPrinterProvider } from '../../providers/receipt-printer/types.ts';
import { seatFor, type EnterpriseSeat } from '../enterprise-access/seats.ts';

/** Settlement accounts only: loans and time deposits have no receipt printer (issue 37). */
const printerAccountType = inArray(ledgerAccounts.accountType, [...RECEIPT_PRINTER_ACCOUNT_TYPES]);

/**
 * Receipt-printer passwords of an enterprise's accounts (issue 25 point 3). Only a director
 * resets: the password opens every receipt of the account at the bank's printers.
 */
export function createReceiptPrinterService(db: Db, printer: ReceiptPrinterProvider = localReceiptPrinter(db)) {
  async function directorSeat(userId: string, memberCustomerId: string | undefined): Promise<EnterpriseSeat> {
    const seat = await seatFor(db, userId, memberCustomerId);
    if (seat.role !== 'director') throw new AppError('PRINTER_DIRECTOR_ONLY');
    return seat;
  }

  return {
    async accountsOf(userId: string, memberCustomerId: string | undefined) {
      const seat = await directorSeat(userId, memberCustomerId);
      const rows = await db
        .select({ account: ledgerAccounts.accountNo, accountName: ledgerAccounts.accountName })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.enterpriseId, seat.enterpriseId), eq(ledgerAccounts.status, 'YX'), printerAccountType))
        .orderBy(asc(ledgerAccounts.accountNo));
      const changed = await printer.changedAt(rows.map((r) => r.account));
      return { seat, accounts: rows.map((r) => ({ ...r, passwordChangedAt: changed.get(r.account)?.toISOString() ?? null })) };
    },

    /** The director's seat when `account` is a valid account of their enterprise; "not found" otherwise (IDOR). */
    async directorAccount(userId: string, memberCustomerId: string | undefined, account: string): Promise<EnterpriseSeat> {
      const seat = await directorSeat(userId, memberCustomerId);
      const [row] = await db
        .select({ accountNo: ledgerAccounts.accountNo })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.accountNo, account), eq(ledgerAccounts.enterpriseId, seat.enterpriseId), eq(ledgerAccounts.status, 'YX'), printerAccountType));
      if (!row) throw new AppError('PRINTER_ACCOUNT_NOT_FOUND', { field: 'account' });
      return seat;
    },

    checkPassword(password: string): void {
      const problem = printerPasswordProblem(password);
      if (problem === 'format') throw new AppError('PRINTER_PASSWORD_FORMAT', { field: 'password' });
      if (problem) throw new AppError('PRINTER_PASSWORD_WEAK', { field: 'password' });
    },

    /** Sets the new password at the printer system, then records who reset it, from where. */
    async reset(seat: EnterpriseSeat, userId: string, account: string, password: string, ip: string) {
      const result = await printer.setPassword(account, password);
      await db.insert(receiptPrinterResets).values({ accountNo: account, enterpriseId: seat.enterpriseId, userId, ip, resetAt: result.changedAt });
      return result;
    },
  };
}
