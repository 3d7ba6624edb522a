/**
 * The bank's self-service receipt printers (回单柜) live outside the portal (ARCHITECTURE §7):
 * the portal only sets an account's printer password and asks when it last changed. The local
 * implementation keeps the hash in our own table; a real one would call the printer system.
 */
export interface ReceiptPrinterProvider {
  /** Replaces the account's printer password; the old one stops working at once. */
  setPassword(accountNo: string, password: string): Promise<{ changedAt: Date }>;
  /** What a printer checks when a customer types the password (tests and operators use it too). */
  verify(accountNo: string, password: string): Promise<boolean>;
  /** When each of `accountNos` last had its password set (absent: never). */
  changedAt(accountNos: readonly string[]): Promise<Map<string, Date>>;
}
