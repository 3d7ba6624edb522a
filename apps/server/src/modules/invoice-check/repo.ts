import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceChecks, invoiceRegistry } from '../../db/schema/invoice-check.ts';

export type InvoiceCheckRow = typeof invoiceChecks.$inferInsert;
export type InvoiceRegistryRow = typeof invoiceRegistry.$inferInsert;

export async function insertCheck(db: Db, row: InvoiceCheckRow): Promise<number> {
  const [stored] = await db.insert(invoiceChecks).values(row).returning({ id: invoiceChecks.id });
  return stored!.id;
}

/** The user's newest checks: the user id is the only key, so nobody reads another's history. */
export function checksOf(db: Db, userId: string, limit: number) {
  return db.select().from(invoiceChecks).where(eq(invoiceChecks.userId, userId)).orderBy(desc(invoiceChecks.checkedAt), desc(invoiceChecks.id)).limit(limit);
}

export async function existingKeys(db: Db, keys: Array<{ invoiceCode: string; invoiceNo: string }>): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const numbers = [...new Set(keys.map((k) => k.invoiceNo))];
  const rows = await db
    .select({ invoiceCode: invoiceRegistry.invoiceCode, invoiceNo: invoiceRegistry.invoiceNo })
    .from(invoiceRegistry)
    .where(sql`${invoiceRegistry.invoiceNo} in ${numbers}`);
  return new Set(rows.map((r) => `${r.invoiceCode}/${r.invoiceNo}`));
}

export async function upsertInvoice(db: Db, row: InvoiceRegistryRow): Promise<void> {
  const { invoiceCode: _c, invoiceNo: _n, ...changes } = row;
  await db
    .insert(invoiceRegistry)
    .values(row)
    .onConflictDoUpdate({ target: [invoiceRegistry.invoiceCode, invoiceRegistry.invoiceNo], set: { ...changes, updatedAt: new Date() } });
}

export async function registryCounts(db: Db) {
  const rows = await db.select({ source: invoiceRegistry.source, n: count() }).from(invoiceRegistry).groupBy(invoiceRegistry.source);
  const of = (s: string) => rows.find((r) => r.source === s)?.n ?? 0;
  return { total: of('seed') + of('import'), seeded: of('seed'), imported: of('import') };
}

export async function findRegistered(db: Db, invoiceCode: string, invoiceNo: string) {
  const [row] = await db.select().from(invoiceRegistry).where(and(eq(invoiceRegistry.invoiceCode, invoiceCode), eq(invoiceRegistry.invoiceNo, invoiceNo)));
  return row;
}
