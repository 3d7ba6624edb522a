import { inArray, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { receiptPrinterPasswords } from '../../db/schema/rights.ts';
import { hashPassword, verifyPassword } from '../../modules/users/password-hash.ts';
import type { ReceiptPrinterProvider } from './types.ts';

/** Printer passwords in `receipt_printer_passwords`, argon2id-hashed like login passwords. */
export function localReceiptPrinter(db: Db): ReceiptPrinterProvider {
  return {
    async setPassword(accountNo, password) {
      const passwordHash = await hashPassword(password);
      const changedAt = new Date();
      await db
        .insert(receiptPrinterPasswords)
        .values({ accountNo, passwordHash, changedAt })
        .onConflictDoUpdate({ target: receiptPrinterPasswords.accountNo, set: { passwordHash, changedAt } });
      return { changedAt };
    },
    async verify(accountNo, password) {
      const [row] = await db.select({ hash: receiptPrinterPasswords.passwordHash }).from(receiptPrinterPasswords).where(eq(receiptPrinterPasswords.accountNo, accountNo));
      return verifyPassword(row?.hash, password);
    },
    async changedAt(accountNos) {
      if (accountNos.length === 0) return new Map();
      const rows = await db
        .select({ accountNo: receiptPrinterPasswords.accountNo, changedAt: receiptPrinterPasswords.changedAt })
        .from(receiptPrinterPasswords)
        .where(inArray(receiptPrinterPasswords.accountNo, [...accountNos]));
      return new Map(rows.map((r) => [r.accountNo, r.changedAt]));
    },
  };
}
