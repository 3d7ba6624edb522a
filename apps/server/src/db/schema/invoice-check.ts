import { desc } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Invoice check (issue 24): the invoices the local registry provider checks against (seeded,
 * imported by operators) and each user's history of genuine checks.
 */
export const invoiceRegistry = pgTable(
  'invoice_registry',
  {
    id: serial('id').primaryKey(),
    /** QR type code: 01 special VAT, 04 ordinary, 10 e-ordinary, 31/32 fully digital … */
    typeCode: text('type_code').notNull(),
    /** 10 or 12 digits; '' on fully-digital invoices. */
    invoiceCode: text('invoice_code').notNull(),
    /** 8 digits, or 20 on fully-digital invoices. */
    invoiceNo: text('invoice_no').notNull(),
    /** yyyy-mm-dd. */
    invoiceDate: text('invoice_date').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    taxFen: bigint('tax_fen', { mode: 'number' }).notNull(),
    /** 20 digits; '' where the invoice prints none (special invoices). */
    checkCode: text('check_code').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerTaxId: text('seller_tax_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerTaxId: text('buyer_tax_id').notNull(),
    itemsSummary: text('items_summary').notNull(),
    /** normal, void or red (red-flushed). */
    status: text('status').notNull(),
    /** `seed` or `import`. */
    source: text('source').notNull().default('import'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_registry_code_no_idx').on(t.invoiceCode, t.invoiceNo)],
);

/** A user's genuine checks: what the registry said at the time, so the history stays as it was shown. */
export const invoiceChecks = pgTable(
  'invoice_checks',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `number` typed, `picture` filled from a photo or file. */
    source: text('source').notNull(),
    registryId: integer('registry_id'),
    typeCode: text('type_code').notNull(),
    invoiceCode: text('invoice_code').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    invoiceDate: text('invoice_date').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    taxFen: bigint('tax_fen', { mode: 'number' }).notNull(),
    sellerName: text('seller_name').notNull(),
    sellerTaxId: text('seller_tax_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerTaxId: text('buyer_tax_id').notNull(),
    itemsSummary: text('items_summary').notNull(),
    status: text('status').notNull(),
    checkedAt: at('checked_at').notNull().defaultNow(),
  },
  (t) => [index('invoice_checks_user_idx').on(t.userId, desc(t.checkedAt))],
);
