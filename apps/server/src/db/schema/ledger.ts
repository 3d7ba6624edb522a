import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const fen = (name: string) => bigint(name, { mode: 'number' });

/**
 * The bank's accounts as core banking keeps them (issue 23): the portal reads them and never
 * moves money. `account_type` is the §3 account-type code (0 corporate current …), `status` the
 * user-status code of an account (YX valid, WX closed).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    accountNo: text('account_no').primaryKey(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    accountName: text('account_name').notNull(),
    accountType: text('account_type').notNull(),
    currency: text('currency').notNull().default('CNY'),
    status: text('status').notNull().default('YX'),
    /** The balance before the first transaction kept here (the opening of the history). */
    openingBalanceFen: fen('opening_balance_fen').notNull().default(0),
    /** The balance after the last transaction: the running balance of the newest row. */
    balanceFen: fen('balance_fen').notNull().default(0),
    openedOn: date('opened_on').notNull(),
    branchName: text('branch_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_accounts_enterprise_idx').on(t.enterpriseId, t.accountNo)],
);

/**
 * Booked transactions. `seq` orders an account's rows (booking date, then booking order), and
 * `balance_fen` is the running balance after the row: previous balance + amount for income
 * (borrow tag 1), − amount for expense (0). Amounts are positive fen.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountNo: text('account_no')
      .notNull()
      .references(() => ledgerAccounts.accountNo),
    /** Position in the account's history, from 1, gap-free. */
    seq: integer('seq').notNull(),
    bookingDate: date('booking_date').notNull(),
    valueDate: date('value_date').notNull(),
    bookedAt: at('booked_at').notNull(),
    amountFen: fen('amount_fen').notNull(),
    /** §3 borrow tag: 0 expense (debit), 1 income (credit). */
    borrowTag: text('borrow_tag').notNull(),
    balanceFen: fen('balance_fen').notNull(),
    counterpartyName: text('counterparty_name').notNull().default(''),
    counterpartyAccount: text('counterparty_account').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** 柜面, 网银, 银企直连, 手机银行, 批量代发 … */
    channel: text('channel').notNull(),
    /** The core system's serial number (流水号), unique. */
    serialNo: text('serial_no').notNull().unique(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_account_seq_idx').on(t.accountNo, t.seq),
    index('ledger_transactions_account_date_idx').on(t.accountNo, t.bookingDate, t.seq),
  ],
);

/**
 * Each account's counts and sums per booking date and borrow tag, kept by triggers on
 * `ledger_transactions` (migration 0020) as a core system keeps its daily totals: a year's
 * months and totals read ≤ 366 of these rows instead of every transaction, from a covering index
 * (migration 0035, not declared here: drizzle has no INCLUDE).
 */
export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    accountNo: text('account_no')
      .notNull()
      .references(() => ledgerAccounts.accountNo),
    bookingDate: date('booking_date').notNull(),
    incomeCount: integer('income_count').notNull(),
    incomeFen: fen('income_fen').notNull(),
    expenseCount: integer('expense_count').notNull(),
    expenseFen: fen('expense_fen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountNo, t.bookingDate] })],
);

/**
 * Staff users of an enterprise who may query its accounts (§7 "inquirers"). `user_state` is the
 * §3 user status: DX pending effect (an add awaiting approval), YX valid, DS pending expiry (a
 * delete awaiting approval), WX invalid (deleted, kept for the record).
 */
export const enterpriseInquirers = pgTable(
  'enterprise_inquirers',
  {
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    userId: text('user_id').notNull(),
    /** The name the director gave (the staff list shows "account (name)"). */
    userName: text('user_name').notNull(),
    userState: text('user_state').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId] }), index('enterprise_inquirers_user_idx').on(t.userId)],
);

/**
 * Maker-checker record of every staff operation (§4 operation marks: add, delete, modify,
 * rollback, replace). `status` is the §3 process status: DS pending review, ST approved, SJ
 * rejected, YC withdrawn. At most one DS per staff user (a partial unique index), and the
 * checker is never the maker (checked in the service and by a check constraint).
 */
export const inquirerChanges = pgTable(
  'inquirer_changes',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    targetUserId: text('target_user_id').notNull(),
    operationMark: text('operation_mark').notNull(),
    /** What the operation sets (name, state) and, for a rollback, what it restores. */
    payload: text('payload').notNull().default('{}'),
    /** The state before the change, so an approved change can be rolled back. */
    previous: text('previous').notNull().default('{}'),
    status: text('status').notNull(),
    makerId: text('maker_id').notNull(),
    checkerId: text('checker_id'),
    note: text('note').notNull().default(''),
    /** The approved change a rollback undoes. */
    rollbackOf: text('rollback_of'),
    madeAt: at('made_at').notNull().defaultNow(),
    checkedAt: at('checked_at'),
  },
  (t) => [
    index('inquirer_changes_enterprise_idx').on(t.enterpriseId, t.madeAt),
    uniqueIndex('inquirer_changes_one_pending_idx').on(t.enterpriseId, t.targetUserId).where(sql`${t.status} = 'DS'`),
    check('inquirer_changes_checker_not_maker', sql`${t.checkerId} is null or ${t.checkerId} <> ${t.makerId}`),
  ],
);

/** Accounts bound to an inquirer (§3 bind status YB); unbinding deletes the row (WB). */
export const inquirerAccounts = pgTable(
  'inquirer_accounts',
  {
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    userId: text('user_id').notNull(),
    accountNo: text('account_no')
      .notNull()
      .references(() => ledgerAccounts.accountNo),
    note: text('note').notNull().default(''),
    boundBy: text('bound_by').notNull(),
    boundAt: at('bound_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountNo] }), index('inquirer_accounts_enterprise_idx').on(t.enterpriseId, t.userId)],
);
