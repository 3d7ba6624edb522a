import type { Db } from '../../client.ts';
import { invoiceRegistry } from '../../schema/invoice-check.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';
import { SEED_INVOICES } from './invoice-data.ts';

export const INVOICES_SEED_MARK = 'invoice-registry';

/** The 50 seeded invoices, once in a database's life; afterwards the registry is the operators'. */
export async function seedInvoices(db: Db): Promise<void> {
  if (await hasSeedMark(db, INVOICES_SEED_MARK)) return;
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, INVOICES_SEED_MARK))) return;
    await tx
      .insert(invoiceRegistry)
      .values(SEED_INVOICES.map((i) => ({ ...i, source: 'seed' })))
      .onConflictDoNothing();
  });
}
